import type { SameKeys } from '@/lib/i18n/types';
import type { desktopEn } from './desktop-en';

export const desktopCn: SameKeys<typeof desktopEn> = {
  mirrorChanged: '已切换到另一台服务器（{{mirror}}），以保持连接。',
  offline: {
    title: '您已离线',
    text: '这台电脑没有网络连接。请检查网线或 Wi-Fi；网络恢复后会自动重新连接。',
  },
  unreachable: {
    title: '无法连接到平台',
    text: '目前没有服务器响应。我们每隔几秒会自动重试。',
  },
  retry: '重试',
  checking: '正在检查…',
  idle: {
    title: '您还在吗？',
    text: '为了您的安全，将在 {{seconds}} 秒后自动退出登录。',
    stay: '继续使用',
    signingOut: '正在退出登录…',
  },
};
