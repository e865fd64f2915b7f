import { z } from 'zod';

/** The user as `GET /api/users/me` returns it (spec section 3, User). */
export const userSchema = z.object({
  id: z.string(),
  emailAddress: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  companyId: z.string(),
  importMeeting: z.number().int().default(0),
  emailMeeting: z.number().int().default(0),
  templateId: z.string().nullable(),
  isDefaultTemplate: z.boolean(),
  resetPassword: z.boolean(),
  isGMeetConnected: z.boolean(),
  isOutlookConnected: z.boolean(),
  isOutlookLegacy: z.boolean(),
  cognitoId: z.string().nullable(),
  authType: z.enum(['cognito', 'basic']),
});
export type User = z.infer<typeof userSchema>;
