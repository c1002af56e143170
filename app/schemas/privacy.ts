import { z } from 'zod'
import { newsletterEmailField } from './newsletter'

/** `?email=` of a data subject request: any address a visitor could have given us. */
export const DataSubjectQuerySchema = z.object({ email: newsletterEmailField })
