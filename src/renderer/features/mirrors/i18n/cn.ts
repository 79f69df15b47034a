import type { SameKeys } from '@/lib/i18n/types';
import type { mirrorsEn } from './en';

export const mirrorsCn: SameKeys<typeof mirrorsEn> = {
  title: '官方镜像网址列表',
  advice: '如果无法访问我们的网站，请尝试以下官方镜像网址。',
  mirrorsHeading: '镜像网址',
  main: '主站',
  empty: '暂未配置镜像网址。',
  bookmark: { title: '收藏此安全域名', text: '按 {{keys}} 收藏本页，确保您始终访问官方地址。' },
  verify: {
    title: '验证官方代表',
    text: '收到自称是我们的链接或联系方式？输入其域名即可验证是否为官方。',
    label: '待验证域名',
    placeholder: '例如 www.example.com',
    submit: '验证',
    required: '请输入域名。',
    invalid: '请输入有效的域名，例如 www.example.com。',
    official: '{{domain}} 是官方域名。',
    notOfficial: '{{domain}} 不是官方域名，请勿在该网站输入您的账号信息。',
  },
};
