// Stylesheets are bundled by esbuild's css loader; importing one only adds it to the bundle.
declare module '*.css';
