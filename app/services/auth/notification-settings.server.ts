import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { adminUsers } from '#app/db/schema.server'
import { PERMISSIONS } from '#app/lib/staff-roles'

/** The emails a member of staff has chosen to receive. */
export type NotificationSettings = { callBacks: boolean }

/** This member of staff's choices, or null when the account is gone. */
export async function getNotificationSettings(
  db: Database,
  userId: number,
): Promise<NotificationSettings | null> {
  const [row] = await db
    .select({ callBacks: adminUsers.notifyOnCallBack })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
  return row ?? null
}

/** Saves this member of staff's own choices; null when the account is gone. */
export async function setNotificationSettings(
  db: Database,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings | null> {
  const [row] = await db
    .update(adminUsers)
    .set({ notifyOnCallBack: settings.callBacks })
    .where(eq(adminUsers.id, userId))
    .returning({ callBacks: adminUsers.notifyOnCallBack })
  return row ?? null
}

/**
 * The addresses of the staff who asked to be emailed about each new call-back request. The email carries the
 * caller's details, so only active staff whose role may read the leads get it, whatever they once chose.
 */
export async function callBackAlertRecipients(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.notifyOnCallBack, true),
        isNull(adminUsers.deactivatedAt),
        inArray(adminUsers.role, [...PERMISSIONS.enquiries]),
      ),
    )
  return rows.map((row) => row.email)
}
