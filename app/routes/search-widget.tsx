import { getAppContext } from '#app/app-context.server'
import { SearchBox } from '#app/components/home-widgets/search-box'
import { pageMeta, pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/search-widget'

// A plain GET form, nothing to hydrate but the page's frame: sent as islands (decision 60).
export const handle: RouteHandle = { islands: true }

export async function loader({ context }: Route.LoaderArgs) {
  return { options: await getAppContext(context).searchOptions() }
}

export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  return pageMeta({
    title: pageTitle({ page: 'Search Holidays', siteName: config.agencyName }),
    description:
      'Search our Italian city breaks by destination, month, length of stay and UK departure airport.',
    origin,
    path: '/search-widget',
    siteName: config.agencyName,
  })
}

export default function SearchWidget({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="font-semibold text-3xl sm:text-4xl">Search Holidays</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Tell us where and when you would like to go, or leave any choice as “Any” to see everything.
        </p>
      </div>
      <div className="mt-6">
        <SearchBox title="Find your city break" options={loaderData.options} />
      </div>
    </>
  )
}
