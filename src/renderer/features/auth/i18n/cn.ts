import type { SameKeys } from '@/lib/i18n/types';
import type { authEn } from './en';

export const authCn: SameKeys<typeof authEn> = {
  login: '登录',
  register: '注册',
  preparing: '登录和注册功能正在准备中，请稍后再来。',
};
