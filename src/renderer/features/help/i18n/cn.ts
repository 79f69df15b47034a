import type { SameKeys } from '@/lib/i18n/types';
import type { helpEn } from './en';

export const helpCn: SameKeys<typeof helpEn> = {
  title: '帮助中心',
  topics: '帮助主题',
  empty: '暂无文章。',
  links: { help: '帮助中心', terms: '条款与条件', privacy: '隐私政策', responsible: '责任博彩', about: '关于我们' },
};
