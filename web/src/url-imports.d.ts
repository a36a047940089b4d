// Vite's `?url` imports: the URL of a file copied into the build as an asset.
declare module '*?url' {
  const url: string;
  export default url;
}
