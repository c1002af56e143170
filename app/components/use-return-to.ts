import { useLocation } from 'react-router'

/**
 * The page shown, path and query: what an island is told of where it is, since it has no router of its own
 * (decision 60), for a form's way back and a link's current mark.
 */
export function useReturnTo() {
  const { pathname, search } = useLocation()
  return pathname + search
}
