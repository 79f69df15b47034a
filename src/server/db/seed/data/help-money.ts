import { paragraphs, type HelpArticleSeed } from './help-types';

export const MONEY_ARTICLES: HelpArticleSeed[] = [
  {
    category: 'DEPOSIT',
    slug: 'deposit',
    title: { EN: 'How do I deposit?', CN: '如何存款？', TH: 'ฝากเงินอย่างไร' },
    content: paragraphs({
      EN: [
        'Sign in and click Deposit in the header. Choose a channel (QR payment or bank transfer), enter the amount and follow the instructions on screen.',
        'Always transfer to the account shown on the deposit page at that moment; account details can change. Deposits usually appear in your balance within a few minutes.',
        'If a deposit has not arrived after 15 minutes, contact customer service with your transfer slip.',
      ],
      CN: [
        '登录后点击页首的“存款”。选择存款渠道（二维码支付或银行转账），输入金额并按照屏幕提示操作。',
        '请务必转账至存款页面当时显示的账户，账户信息可能会变更。存款通常会在几分钟内到账。',
        '如果15分钟后仍未到账，请携带转账凭证联系客服。',
      ],
      TH: [
        'เข้าสู่ระบบแล้วกดฝากเงินที่ส่วนหัวของหน้า เลือกช่องทาง (สแกน QR หรือโอนผ่านธนาคาร) ใส่จำนวนเงิน แล้วทำตามขั้นตอนบนหน้าจอ',
        'โปรดโอนเข้าบัญชีที่แสดงในหน้าฝากเงินขณะนั้นเสมอ เนื่องจากข้อมูลบัญชีอาจเปลี่ยนแปลงได้ โดยปกติยอดเงินจะเข้าภายในไม่กี่นาที',
        'หากยอดฝากยังไม่เข้าภายใน 15 นาที โปรดติดต่อฝ่ายบริการลูกค้าพร้อมสลิปการโอน',
      ],
    }),
  },
  {
    category: 'DEPOSIT',
    slug: 'withdraw',
    title: { EN: 'How do I withdraw?', CN: '如何提款？', TH: 'ถอนเงินอย่างไร' },
    content: paragraphs({
      EN: [
        'Click Withdraw in the header, choose your saved bank account and enter the amount. The payee name must match the name on your bank account.',
        'Bonuses may require a turnover before withdrawal; the Reward Center shows what is left. Most withdrawals are completed within minutes.',
      ],
      CN: [
        '点击页首的“提款”，选择已保存的银行账户并输入金额。收款人姓名必须与银行账户名一致。',
        '部分奖金需要完成流水要求后才能提款，奖励中心会显示剩余流水。大部分提款可在几分钟内完成。',
      ],
      TH: [
        'กดถอนเงินที่ส่วนหัวของหน้า เลือกบัญชีธนาคารที่บันทึกไว้ และใส่จำนวนเงิน ชื่อผู้รับเงินต้องตรงกับชื่อบัญชีธนาคาร',
        'โบนัสบางรายการต้องทำยอดเทิร์นโอเวอร์ก่อนถอน ศูนย์รางวัลจะแสดงยอดที่เหลือ การถอนเงินส่วนใหญ่เสร็จสิ้นภายในไม่กี่นาที',
      ],
    }),
  },
  {
    category: 'RESPONSIBLE',
    slug: 'responsible-gaming',
    title: { EN: 'Responsible gaming', CN: '理性娱乐', TH: 'การเล่นอย่างมีความรับผิดชอบ' },
    content: paragraphs({
      EN: [
        'Gaming should be entertainment, not a way to make money. Decide on a budget before you play, never chase losses, and take regular breaks.',
        'Warning signs include playing longer than planned, borrowing money to play, or hiding your play from family. If you notice them, stop and talk to someone you trust.',
        'Customer service can set deposit limits or close your account for a period of your choice. Accounts are only for players aged 18 and over.',
      ],
      CN: [
        '游戏应当是一种娱乐，而不是赚钱的途径。游戏前请设定预算，切勿追回损失，并适时休息。',
        '危险信号包括游戏时间超出计划、借钱游戏或向家人隐瞒游戏行为。如发现这些情况，请立即停止并与您信任的人交谈。',
        '客服可以为您设置存款限额，或在您选择的期限内关闭账户。账户仅限18岁及以上的玩家使用。',
      ],
      TH: [
        'การเล่นเกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหารายได้ กำหนดงบประมาณก่อนเล่น อย่าพยายามเล่นเพื่อเอาคืน และพักเป็นระยะ',
        'สัญญาณเตือน ได้แก่ การเล่นนานกว่าที่ตั้งใจ การกู้ยืมเงินมาเล่น หรือการปิดบังครอบครัว หากพบสัญญาณเหล่านี้ ให้หยุดเล่นและพูดคุยกับคนที่คุณไว้ใจ',
        'ฝ่ายบริการลูกค้าสามารถกำหนดวงเงินฝากหรือปิดบัญชีของคุณตามระยะเวลาที่คุณเลือกได้ บัญชีสงวนไว้สำหรับผู้เล่นอายุ 18 ปีขึ้นไปเท่านั้น',
      ],
    }),
  },
];
