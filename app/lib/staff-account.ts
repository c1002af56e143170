/**
 * The header every API call from the back office carries, naming the account the page was opened for. The API
 * answers such a call only for that account's live session (decision 52), so a save is never made in the name
 * of whoever signed in since in another tab, and an ended session is a 401 rather than a visitor's answer.
 */
export const STAFF_ACCOUNT_HEADER = 'X-Staff-Account'
