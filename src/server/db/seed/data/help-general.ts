import { paragraphs, type HelpArticleSeed } from './help-types';

export const GENERAL_ARTICLES: HelpArticleSeed[] = [
  {
    category: 'GENERAL',
    slug: 'about',
    title: { EN: 'About Lucky Harbor', CN: '关于Lucky Harbor', TH: 'เกี่ยวกับ Lucky Harbor' },
    content: paragraphs({
      EN: [
        'Lucky Harbor is an online entertainment platform offering live casino, slots, fishing games, card games, sports, e-sports, cockfight and lottery in a single account.',
        'The site is available in Thai, English and Chinese, and works on phones, tablets and computers. You can also install our app for Android and iOS from the side menu.',
        'Our customer service team is available 24 hours a day through live chat, LINE, Telegram and email.',
      ],
      CN: [
        'Lucky Harbor是一个在线娱乐平台，一个账户即可畅玩真人娱乐场、老虎机、捕鱼、棋牌、体育、电子竞技、斗鸡和彩票。',
        '网站提供泰语、英语和中文版本，支持手机、平板和电脑。您也可以从侧边菜单下载安卓和iOS应用。',
        '我们的客服团队通过在线客服、LINE、Telegram和电子邮件全天24小时为您服务。',
      ],
      TH: [
        'Lucky Harbor คือแพลตฟอร์มความบันเทิงออนไลน์ที่รวมคาสิโนสด สล็อต เกมยิงปลา เกมไพ่ กีฬา อีสปอร์ต ไก่ชน และหวยไว้ในบัญชีเดียว',
        'เว็บไซต์รองรับภาษาไทย อังกฤษ และจีน ใช้งานได้ทั้งบนโทรศัพท์ แท็บเล็ต และคอมพิวเตอร์ และยังสามารถติดตั้งแอปสำหรับ Android และ iOS ได้จากเมนูด้านข้าง',
        'ทีมบริการลูกค้าของเราพร้อมให้บริการตลอด 24 ชั่วโมง ผ่านแชทสด LINE Telegram และอีเมล',
      ],
    }),
  },
  {
    category: 'GENERAL',
    slug: 'free-trial',
    title: { EN: 'How does free trial play work?', CN: '如何试玩游戏？', TH: 'การทดลองเล่นฟรีทำงานอย่างไร' },
    content: paragraphs({
      EN: [
        'Games marked with a free trial button can be played with demo credits. Trial play uses no real money, and winnings from trial play cannot be withdrawn.',
        'To play for real money, register an account, make a deposit and use the Play Now button on the game tile.',
      ],
      CN: [
        '带有“试玩”按钮的游戏可以使用体验金进行游戏。试玩不使用真实资金，试玩中的盈利也无法提取。',
        '如需以真实资金游戏，请注册账户并存款，然后点击游戏图标上的“立即游戏”按钮。',
      ],
      TH: [
        'เกมที่มีปุ่มทดลองเล่นสามารถเล่นด้วยเครดิตทดลองได้ การทดลองเล่นไม่ใช้เงินจริง และเงินรางวัลจากการทดลองเล่นไม่สามารถถอนได้',
        'หากต้องการเล่นด้วยเงินจริง โปรดสมัครบัญชี ฝากเงิน แล้วกดปุ่มเล่นเลยบนภาพเกม',
      ],
    }),
  },
  {
    category: 'ACCOUNT',
    slug: 'register',
    title: { EN: 'How do I open an account?', CN: '如何注册账户？', TH: 'สมัครสมาชิกอย่างไร' },
    content: paragraphs({
      EN: [
        'Click Register at the top of the page. Choose a username of 6 to 12 letters and numbers that starts with a letter, and a password of 6 to 20 characters containing both letters and numbers.',
        'You can also register with your mobile number. We send a 6-digit code by SMS to confirm the number.',
        'You must be at least 18 years old to open an account. One account is allowed per person.',
      ],
      CN: [
        '点击页面顶部的“注册”。用户名须为6至12位字母和数字，并以字母开头；密码须为6至20位，同时包含字母和数字。',
        '您也可以使用手机号码注册，我们会通过短信发送6位验证码以确认号码。',
        '您必须年满18岁才能注册账户，每人仅限一个账户。',
      ],
      TH: [
        'กดปุ่มสมัครสมาชิกที่ด้านบนของหน้า ตั้งชื่อผู้ใช้ 6 ถึง 12 ตัวอักษรที่ประกอบด้วยตัวอักษรและตัวเลขโดยขึ้นต้นด้วยตัวอักษร และตั้งรหัสผ่าน 6 ถึง 20 ตัวที่มีทั้งตัวอักษรและตัวเลข',
        'คุณยังสามารถสมัครด้วยหมายเลขโทรศัพท์มือถือได้ เราจะส่งรหัส 6 หลักทาง SMS เพื่อยืนยันหมายเลข',
        'คุณต้องมีอายุอย่างน้อย 18 ปีจึงจะเปิดบัญชีได้ และอนุญาตหนึ่งบัญชีต่อหนึ่งคนเท่านั้น',
      ],
    }),
  },
  {
    category: 'ACCOUNT',
    slug: 'forgot-password',
    title: { EN: 'I forgot my password', CN: '忘记密码怎么办？', TH: 'ลืมรหัสผ่าน' },
    content: paragraphs({
      EN: [
        'Open the login window and choose Forgot Password. You can reset your password by email or, if your mobile number is verified, by SMS code.',
        'If you no longer have access to your email or phone, contact customer service and be ready to confirm your account details.',
      ],
      CN: [
        '打开登录窗口并选择“忘记密码”。您可以通过电子邮件重置密码；如果手机号码已验证，也可以通过短信验证码重置。',
        '如果您已无法使用注册邮箱或手机，请联系客服，并准备好核实您的账户信息。',
      ],
      TH: [
        'เปิดหน้าต่างเข้าสู่ระบบแล้วเลือกลืมรหัสผ่าน คุณสามารถรีเซ็ตรหัสผ่านทางอีเมล หรือทางรหัส SMS หากยืนยันหมายเลขโทรศัพท์ไว้แล้ว',
        'หากคุณไม่สามารถเข้าถึงอีเมลหรือโทรศัพท์ได้แล้ว โปรดติดต่อฝ่ายบริการลูกค้าและเตรียมข้อมูลเพื่อยืนยันบัญชีของคุณ',
      ],
    }),
  },
  {
    category: 'ACCOUNT',
    slug: 'account-security',
    title: { EN: 'Keeping your account safe', CN: '账户安全', TH: 'การรักษาความปลอดภัยของบัญชี' },
    content: paragraphs({
      EN: [
        'Use a password you do not use anywhere else and change it regularly from the Security Center. Never share your password or SMS codes, not even with our staff.',
        'When you sign in from a new address we may ask for an extra SMS verification. This protects your balance if your password is ever exposed.',
        'Always sign out on shared devices, and only open our site from addresses on the Official Mirror List.',
      ],
      CN: [
        '请使用在其他地方未使用过的密码，并定期在安全中心修改。切勿向任何人透露密码或短信验证码，包括我们的工作人员。',
        '当您从新的地址登录时，我们可能会要求额外的短信验证。这样即使密码泄露，您的余额也能得到保护。',
        '在共用设备上请务必退出登录，并且只通过官方备用网址列表中的地址访问本站。',
      ],
      TH: [
        'ใช้รหัสผ่านที่ไม่ได้ใช้กับที่อื่นและเปลี่ยนเป็นประจำที่ศูนย์ความปลอดภัย ห้ามเปิดเผยรหัสผ่านหรือรหัส SMS แก่ผู้ใด แม้แต่เจ้าหน้าที่ของเรา',
        'เมื่อคุณเข้าสู่ระบบจากที่อยู่ใหม่ เราอาจขอการยืนยันทาง SMS เพิ่มเติม เพื่อปกป้องยอดเงินของคุณหากรหัสผ่านรั่วไหล',
        'ออกจากระบบทุกครั้งเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น และเข้าเว็บไซต์ผ่านที่อยู่ในรายชื่อเว็บไซต์สำรองอย่างเป็นทางการเท่านั้น',
      ],
    }),
  },
];
