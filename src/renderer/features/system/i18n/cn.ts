import type { SameKeys } from '@/lib/i18n/types';
import type { systemEn } from './en';

export const systemCn: SameKeys<typeof systemEn> = {
  maintenance: {
    title: '系统维护中',
    text: '我们正在升级系统，以便为您提供更好的服务。感谢您的耐心等待。',
    endsAt: '预计结束时间',
    noEnd: '我们很快回来。',
  },
  region: { title: '访问受限', text: '抱歉，我们的服务在您所在的地区不可用。', ip: '您的 IP 地址' },
  customerService: {
    contact: '联系客服',
    types: { LIVECHAT: '在线客服', LINE: 'LINE', TELEGRAM: 'Telegram', WHATSAPP: 'WhatsApp', EMAIL: '电子邮件', PHONE: '电话' },
  },
  licences: { title: '牌照', view: '查看牌照：{{name}}' },
  channels: { title: '官方渠道' },
  social: { title: '关注我们', facebook: 'Facebook', line: 'LINE', telegram: 'Telegram', twitter: 'Twitter' },
  download: { title: 'APP 下载', ios: 'iOS', android: 'Android', scan: '扫码下载 {{platform}} 版 APP' },
  vendors: '游戏平台',
  brandHome: '{{brand}} 首页',
};
