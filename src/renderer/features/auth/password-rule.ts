import type { RegisterSetting } from '@shared/api/system';
import type { FieldRule } from '@shared/patterns';

/** New passwords follow the registration password rule of the merchant's validation config. */
export function passwordRule(setting: RegisterSetting | undefined): FieldRule {
  const field = setting?.fields.find((f) => f.name === 'password');
  if (!field) return { acceptedPattern: '*', min: 6, max: 20 };
  return { acceptedPattern: field.acceptedPattern as FieldRule['acceptedPattern'], min: field.min, max: field.max };
}

/** Spec section 9: this default password forces a change and is never accepted as a new one. */
export const WEAK_PASSWORD = '123456';
