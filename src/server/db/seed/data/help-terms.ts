import { paragraphs, type HelpArticleSeed } from './help-types';

export const TERMS_ARTICLES: HelpArticleSeed[] = [
  {
    category: 'TERMS',
    slug: 'term',
    title: { EN: 'Terms and Conditions', CN: '条款与条件', TH: 'ข้อกำหนดและเงื่อนไข' },
    content: paragraphs({
      EN: [
        '1. Acceptance. By opening an account or using Lucky Harbor you agree to these terms. If you do not agree, please do not use the service.',
        '2. Eligibility. You must be at least 18 years old and allowed to take part in online gaming where you live. Each person may hold one account only.',
        '3. Your account. You are responsible for keeping your password secret and for all activity on your account. The information you give us must be true and up to date.',
        '4. Deposits and withdrawals. Funds must come from accounts in your own name. We may ask for identity documents before processing a withdrawal. Bonus funds are subject to the rules of each promotion.',
        '5. Fair play. Collusion, the use of automated software or abuse of promotions may lead to closure of the account and forfeiture of winnings obtained this way.',
        '6. Game results. Results are decided by the game systems of our providers. In case of a malfunction, affected bets may be voided and stakes returned.',
        '7. Changes. We may update these terms; the current version is always available here. Continued use after a change means you accept the new terms.',
      ],
      CN: [
        '1. 接受条款。开设账户或使用Lucky Harbor即表示您同意本条款。如您不同意，请勿使用本服务。',
        '2. 资格。您必须年满18岁，并且所在地允许参与在线游戏。每人仅限持有一个账户。',
        '3. 您的账户。您有责任对密码保密，并对账户内的所有活动负责。您提供的信息必须真实且保持最新。',
        '4. 存款与提款。资金必须来自您本人名下的账户。处理提款前，我们可能要求您提供身份证明文件。奖金须遵守各项优惠活动的规则。',
        '5. 公平游戏。串通作弊、使用自动化软件或滥用优惠活动，可能导致账户被关闭，由此获得的盈利将被没收。',
        '6. 游戏结果。游戏结果由游戏供应商的系统决定。如发生故障，受影响的投注可能被作废并退还本金。',
        '7. 条款变更。我们可能会更新本条款，最新版本始终在此公布。条款变更后继续使用即表示您接受新条款。',
      ],
      TH: [
        '1. การยอมรับ การเปิดบัญชีหรือใช้งาน Lucky Harbor ถือว่าคุณยอมรับข้อกำหนดเหล่านี้ หากคุณไม่ยอมรับ โปรดงดใช้บริการ',
        '2. คุณสมบัติ คุณต้องมีอายุอย่างน้อย 18 ปี และได้รับอนุญาตให้เล่นเกมออนไลน์ในพื้นที่ที่คุณอาศัยอยู่ แต่ละบุคคลมีบัญชีได้เพียงบัญชีเดียว',
        '3. บัญชีของคุณ คุณมีหน้าที่เก็บรักษารหัสผ่านเป็นความลับและรับผิดชอบต่อทุกกิจกรรมในบัญชี ข้อมูลที่ให้ไว้ต้องเป็นความจริงและเป็นปัจจุบัน',
        '4. การฝากและถอนเงิน เงินต้องมาจากบัญชีที่เป็นชื่อของคุณเอง เราอาจขอเอกสารยืนยันตัวตนก่อนดำเนินการถอนเงิน เงินโบนัสเป็นไปตามกติกาของแต่ละโปรโมชั่น',
        '5. การเล่นอย่างยุติธรรม การสมรู้ร่วมคิด การใช้โปรแกรมอัตโนมัติ หรือการใช้โปรโมชั่นในทางที่ผิด อาจทำให้บัญชีถูกปิดและถูกริบเงินรางวัลที่ได้จากการกระทำดังกล่าว',
        '6. ผลของเกม ผลลัพธ์ตัดสินโดยระบบเกมของผู้ให้บริการ หากระบบขัดข้อง เดิมพันที่ได้รับผลกระทบอาจถูกยกเลิกและคืนเงินเดิมพัน',
        '7. การเปลี่ยนแปลง เราอาจปรับปรุงข้อกำหนดเหล่านี้ โดยฉบับปัจจุบันจะแสดงไว้ที่นี่เสมอ การใช้งานต่อหลังการเปลี่ยนแปลงถือว่าคุณยอมรับข้อกำหนดใหม่',
      ],
    }),
  },
  {
    category: 'TERMS',
    slug: 'privacy',
    title: { EN: 'Privacy Policy', CN: '隐私政策', TH: 'นโยบายความเป็นส่วนตัว' },
    content: paragraphs({
      EN: [
        'We collect the information you give us when you register and play, such as your username, contact details and transaction history, to run your account and keep it secure.',
        'We never sell your personal data. We share it only with payment and game providers where needed to deliver the service, or when the law requires it.',
        'You may ask customer service for a copy of your data or for corrections at any time.',
      ],
      CN: [
        '我们收集您在注册和游戏时提供的信息，例如用户名、联系方式和交易记录，用于管理您的账户并保障其安全。',
        '我们绝不出售您的个人数据，仅在提供服务所需时与支付和游戏供应商共享，或在法律要求时提供。',
        '您可以随时联系客服，索取您的数据副本或要求更正。',
      ],
      TH: [
        'เราเก็บข้อมูลที่คุณให้ไว้เมื่อสมัครและเล่น เช่น ชื่อผู้ใช้ ข้อมูลติดต่อ และประวัติการทำธุรกรรม เพื่อดูแลบัญชีของคุณและรักษาความปลอดภัย',
        'เราไม่ขายข้อมูลส่วนบุคคลของคุณ และจะเปิดเผยเฉพาะกับผู้ให้บริการชำระเงินและผู้ให้บริการเกมเท่าที่จำเป็นต่อการให้บริการ หรือเมื่อกฎหมายกำหนด',
        'คุณสามารถขอสำเนาข้อมูลหรือขอแก้ไขข้อมูลได้ตลอดเวลาผ่านฝ่ายบริการลูกค้า',
      ],
    }),
  },
];
