import type * as React from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs'
import {
  type ADMIN_SECTIONS,
  adminSectionAt,
  adminSectionPath,
  isAdminSection,
} from '#app/lib/admin-sections'

type AdminSectionTabsProps = {
  /** The tabs of the sections this member of staff can use. */
  sections: readonly (typeof ADMIN_SECTIONS)[number][]
  children: React.ReactNode
}

/**
 * The dashboard's tab bar. Each tab is a route of its own (`/admin/pricing`), so choosing one navigates, and
 * the open section is rendered inside the one tab panel. While the next section's code loads, its tab
 * already shows as chosen, so a press is answered at once.
 */
export function AdminSectionTabs({ sections, children }: AdminSectionTabsProps) {
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const next = navigation.location ? adminSectionAt(navigation.location.pathname) : null
  const current = next ?? adminSectionAt(location.pathname) ?? 'packages'

  function choose(value: string) {
    if (isAdminSection(value)) navigate(adminSectionPath(value), { preventScrollReset: true })
  }

  return (
    <Tabs value={current} onValueChange={choose}>
      {/* Wrapped rather than scrolled: on a phone every tab stays in sight, the open one included. */}
      <TabsList aria-label="Admin sections" className="h-auto w-full flex-wrap justify-start sm:w-fit">
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value}>
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={current} className="pt-2">
        {children}
      </TabsContent>
    </Tabs>
  )
}
