import { z } from 'zod'
import { emailAddressField } from './fields'

/** `?email=` of a data subject request: any address a visitor could have given us, in the same plain form. */
export const DataSubjectQuerySchema = z.object({ email: emailAddressField })
