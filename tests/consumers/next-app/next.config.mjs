/** @type {import('next').NextConfig} */
const nextConfig = {
  // The app sits inside the repository's folder tree: it is its own root, not the repository's.
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default nextConfig;
