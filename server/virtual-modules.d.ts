// Vite's React Router plugin provides this module while building and in development.
declare module 'virtual:react-router/server-build' {
  const build: import('react-router').ServerBuild
  export = build
}
