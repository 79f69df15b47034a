import type { Localized } from '@shared/constants';

/** What the operator tells its agents (`agentAnnouncement`), newest first. */
export const AGENT_ANNOUNCEMENTS: { title: Localized; content: Localized }[] = [
  {
    title: { EN: 'Monthly team review opens on the 1st', CN: '每月团队报表于1日开放', TH: 'รายงานทีมประจำเดือนเปิดให้ดูทุกวันที่ 1' },
    content: {
      EN: "Last month's user-loss statement and team overview are final on the 1st at 12:00 (GMT+7). Check your downlines' figures before asking support about settlements.",
      CN: '上月的用户亏损报表与团队概览于每月1日12:00（GMT+7）定稿。咨询结算前，请先核对您下线的数据。',
      TH: 'รายงานยอดเสียของสมาชิกและภาพรวมทีมของเดือนก่อนจะสรุปผลในวันที่ 1 เวลา 12:00 น. (GMT+7) โปรดตรวจสอบตัวเลขของดาวน์ไลน์ก่อนสอบถามเรื่องการจ่ายเงิน',
    },
  },
  {
    title: { EN: 'New: register downlines from the register centre', CN: '新功能：在注册中心注册下线', TH: 'ใหม่: สมัครดาวน์ไลน์จากศูนย์ลงทะเบียน' },
    content: {
      EN: 'Agents can now register members directly or share their affiliate link and QR code. Members who join through your link land in your team at once.',
      CN: '代理现在可以直接注册会员，或分享推广链接与二维码。通过您的链接注册的会员会立即加入您的团队。',
      TH: 'ตัวแทนสามารถสมัครสมาชิกให้ได้โดยตรง หรือแชร์ลิงก์และคิวอาร์โค้ดแนะนำ สมาชิกที่สมัครผ่านลิงก์ของคุณจะเข้าทีมของคุณทันที',
    },
  },
  {
    title: { EN: 'Support hours for agents', CN: '代理客服时间', TH: 'เวลาทำการฝ่ายบริการตัวแทน' },
    content: {
      EN: 'The agent desk answers Monday to Friday, 12:00 to 21:00 (GMT+7). Outside these hours leave a message and we reply the next working day.',
      CN: '代理客服服务时间为周一至周五12:00至21:00（GMT+7）。非服务时间请留言，我们将于下一个工作日回复。',
      TH: 'ฝ่ายบริการตัวแทนให้บริการวันจันทร์ถึงวันศุกร์ เวลา 12:00 ถึง 21:00 น. (GMT+7) นอกเวลาทำการโปรดฝากข้อความ เราจะตอบกลับในวันทำการถัดไป',
    },
  },
  {
    title: { EN: 'Keep your team safe', CN: '保护您的团队安全', TH: 'ดูแลความปลอดภัยของทีม' },
    content: {
      EN: 'We never ask for passwords. Transfers to downlines are final: check the account name twice before you confirm.',
      CN: '我们绝不会索取密码。向下线转账不可撤回，确认前请再次核对账号。',
      TH: 'เราไม่เคยขอรหัสผ่าน การโอนเงินให้ดาวน์ไลน์ไม่สามารถยกเลิกได้ โปรดตรวจสอบชื่อบัญชีอีกครั้งก่อนยืนยัน',
    },
  },
];
