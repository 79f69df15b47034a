import type { Localized } from '@shared/constants';

export interface NoticeSeed {
  title: Localized;
  content: Localized;
}

/** The scrolling notice line and the notice list (page size 9, so ten rows show paging). */
export const NOTICES: NoticeSeed[] = [
  {
    title: { EN: 'Welcome to Lucky Harbor', CN: '欢迎来到Lucky Harbor', TH: 'ยินดีต้อนรับสู่ Lucky Harbor' },
    content: {
      EN: 'Thank you for joining us. Explore live casino, slots, sports and lottery in one account.',
      CN: '感谢您的加入。一个账户即可畅玩真人娱乐场、老虎机、体育和彩票。',
      TH: 'ขอบคุณที่ร่วมเป็นส่วนหนึ่งกับเรา สนุกกับคาสิโนสด สล็อต กีฬา และหวยได้ในบัญชีเดียว',
    },
  },
  {
    title: { EN: 'Scheduled vendor maintenance', CN: '游戏厂商定期维护', TH: 'การปิดปรับปรุงของผู้ให้บริการเกม' },
    content: {
      EN: 'Some slot vendors perform weekly maintenance every Wednesday from 10:00 to 12:00 (GMT+7). Other games remain available.',
      CN: '部分老虎机厂商每周三10:00至12:00（GMT+7）进行例行维护，其他游戏照常开放。',
      TH: 'ผู้ให้บริการสล็อตบางรายปิดปรับปรุงทุกวันพุธ เวลา 10:00 ถึง 12:00 น. (GMT+7) เกมอื่นยังเล่นได้ตามปกติ',
    },
  },
  {
    title: { EN: 'New games this week', CN: '本周新游戏', TH: 'เกมใหม่ประจำสัปดาห์' },
    content: {
      EN: 'Fresh slots and fishing games have arrived. Look for the NEW tab in each lobby.',
      CN: '全新老虎机和捕鱼游戏已上线，请在各大厅查看“新游戏”标签。',
      TH: 'สล็อตและเกมยิงปลาใหม่มาแล้ว ดูได้ที่แท็บ ใหม่ ในแต่ละล็อบบี้',
    },
  },
  {
    title: { EN: 'Protect your account', CN: '保护您的账户', TH: 'ปกป้องบัญชีของคุณ' },
    content: {
      EN: 'Our staff will never ask for your password or SMS code. Do not share them with anyone.',
      CN: '我们的工作人员绝不会向您索取密码或短信验证码，请勿透露给任何人。',
      TH: 'เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัส SMS ของคุณ ห้ามเปิดเผยให้ผู้อื่นทราบ',
    },
  },
  {
    title: { EN: 'Faster withdrawals', CN: '提款更快速', TH: 'ถอนเงินได้เร็วขึ้น' },
    content: {
      EN: 'Most withdrawals are now completed within 5 minutes. Make sure your payee name matches your bank account.',
      CN: '现在大部分提款可在5分钟内完成。请确保收款人姓名与银行账户一致。',
      TH: 'ขณะนี้การถอนเงินส่วนใหญ่เสร็จสิ้นภายใน 5 นาที โปรดตรวจสอบว่าชื่อผู้รับเงินตรงกับบัญชีธนาคาร',
    },
  },
  {
    title: { EN: 'Official mirror sites', CN: '官方备用网址', TH: 'เว็บไซต์สำรองอย่างเป็นทางการ' },
    content: {
      EN: 'If the main site is slow, use an address from the Official Mirror List. Bookmark it to stay safe from fake sites.',
      CN: '如主站访问缓慢，请使用官方备用网址列表中的地址，并将其加入书签以防假冒网站。',
      TH: 'หากเว็บไซต์หลักช้า โปรดใช้ที่อยู่จากรายชื่อเว็บไซต์สำรองอย่างเป็นทางการ และบันทึกบุ๊กมาร์กไว้เพื่อป้องกันเว็บปลอม',
    },
  },
  {
    title: { EN: 'Play responsibly', CN: '理性娱乐', TH: 'เล่นอย่างมีความรับผิดชอบ' },
    content: {
      EN: 'Set a budget before you play and take regular breaks. Help is available from customer service at any time.',
      CN: '游戏前请设定预算并适时休息。如需帮助，可随时联系客服。',
      TH: 'กำหนดงบประมาณก่อนเล่นและพักเป็นระยะ หากต้องการความช่วยเหลือ ติดต่อฝ่ายบริการลูกค้าได้ตลอดเวลา',
    },
  },
  {
    title: { EN: 'Mobile app update', CN: '手机应用更新', TH: 'อัปเดตแอปมือถือ' },
    content: {
      EN: 'A new version of our Android and iOS app is available with faster game loading. Download it from the side menu.',
      CN: '安卓和iOS应用新版本已发布，游戏加载更快。请从侧边菜单下载。',
      TH: 'แอป Android และ iOS เวอร์ชันใหม่พร้อมให้ดาวน์โหลดแล้ว โหลดเกมได้เร็วขึ้น ดาวน์โหลดได้จากเมนูด้านข้าง',
    },
  },
  {
    title: { EN: 'Holiday customer service hours', CN: '节假日客服时间', TH: 'เวลาทำการฝ่ายบริการลูกค้าช่วงวันหยุด' },
    content: {
      EN: 'Live chat stays open 24 hours a day during the holidays. Agent support is available Monday to Friday, 12:00 to 21:00.',
      CN: '节假日期间在线客服24小时开放。代理支持时间为周一至周五12:00至21:00。',
      TH: 'แชทสดเปิดให้บริการตลอด 24 ชั่วโมงในช่วงวันหยุด ฝ่ายสนับสนุนตัวแทนให้บริการวันจันทร์ถึงวันศุกร์ เวลา 12:00 ถึง 21:00 น.',
    },
  },
  {
    title: { EN: 'VIP programme launched', CN: 'VIP计划正式上线', TH: 'เปิดตัวโปรแกรมวีไอพี' },
    content: {
      EN: 'Climb the VIP levels by playing your favourite games and unlock birthday gifts, higher limits and a personal host.',
      CN: '畅玩您喜爱的游戏即可提升VIP等级，解锁生日礼金、更高限额和专属客户经理。',
      TH: 'เลื่อนระดับวีไอพีได้จากการเล่นเกมโปรด ปลดล็อกของขวัญวันเกิด วงเงินที่สูงขึ้น และผู้ดูแลส่วนตัว',
    },
  },
];
