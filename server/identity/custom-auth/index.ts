import type { CustomAuthModuleName } from '../config.ts';
import { emailedCode } from './emailed-code.ts';
import type { CustomAuthModule } from './triggers.ts';

/** The custom authentication modules a pool may name in IDENTITY_CUSTOM_AUTH; a new one is a file and a line. */
export const customAuthModules: Record<CustomAuthModuleName, CustomAuthModule> = {
  'emailed-code': emailedCode,
};
