// The loader's published `./sizes` subpath (the bench reads it): the measurement every package shares.
export * from '@bookla/build-tools/sizes';
