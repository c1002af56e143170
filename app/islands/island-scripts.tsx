import type { IslandsPage } from '#app/islands/island'

/** In place of React Router's scripts on a page rendered as islands: the islands' entry, its imports preloaded. */
export function IslandScripts({ scripts, nonce }: { scripts: IslandsPage['scripts']; nonce: string }) {
  return (
    <>
      {scripts.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={scripts.entry} nonce={nonce} />
    </>
  )
}
