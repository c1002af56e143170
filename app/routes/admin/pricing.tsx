import { PricingPanel } from '#app/components/admin/pricing/pricing-panel'

/** /admin/pricing: SPEC 2's Pricing tab. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminPricing() {
  return <PricingPanel />
}
