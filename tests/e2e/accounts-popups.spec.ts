import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keepShot } from './support/shots';
import { DEMO_PLAYER, signInPage } from './support/accounts';

/** Every account popup in EN, CN and TH, with real translations. */
const TEXT = {
  EN: { loginBanner: 'Welcome back', regBanner: 'Join in one minute', forgotBanner: 'Reset your password', login: 'Login', register: 'Register', forgot: 'Forgot password', change: 'Change password', username: 'Username', mobileTab: 'Mobile number', security: 'Security centre' },
  CN: { loginBanner: '欢迎回来', regBanner: '一分钟注册', forgotBanner: '重置密码', login: '登录', register: '注册', forgot: '忘记密码', change: '修改密码', username: '用户名', mobileTab: '手机号码', security: '安全中心' },
  TH: { loginBanner: 'ยินดีต้อนรับกลับมา', regBanner: 'สมัครได้ในหนึ่งนาที', forgotBanner: 'รีเซ็ตรหัสผ่าน', login: 'เข้าสู่ระบบ', register: 'สมัครสมาชิก', forgot: 'ลืมรหัสผ่าน', change: 'เปลี่ยนรหัสผ่าน', username: 'ชื่อผู้ใช้', mobileTab: 'เบอร์โทรศัพท์', security: 'ศูนย์ความปลอดภัย' },
} as const;

for (const lang of ['EN', 'CN', 'TH'] as const) {
  test.describe(`account popups in ${lang}`, () => {
    test.use({ lang });
    const t = TEXT[lang];

    test('login, register and forgot-password', async ({ page }) => {
      await page.goto('/login');
      const login = page.getByRole('dialog', { name: t.login });
      await expect(login).toBeVisible();
      await expect(login.getByRole('tab', { name: t.username })).toHaveAttribute('aria-selected', 'true');
      await expect(login.getByRole('img', { name: t.loginBanner })).toBeVisible();
      await expect(login.getByRole('tab', { name: t.mobileTab })).toBeVisible();
      await expect(login.getByRole('textbox', { name: t.username, exact: true })).toBeVisible();
      await login.getByRole('button', { name: t.forgot }).click();
      const forgot = page.getByRole('dialog', { name: t.forgot });
      await expect(forgot).toBeVisible();
      await expect(forgot.getByRole('tab', { name: t.mobileTab })).toBeVisible();
      await expect(forgot.getByRole('img', { name: t.forgotBanner })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.goto('/register');
      const register = page.getByRole('dialog', { name: t.register });
      await expect(register.getByRole('textbox', { name: t.username, exact: true })).toBeVisible();
      await expect(register.getByRole('tab', { name: t.mobileTab })).toBeVisible();
      await expect(register.getByRole('img', { name: t.regBanner })).toBeVisible();
      await page.setViewportSize({ width: 360, height: 740 });
      await register.getByRole('button', { name: t.register, exact: true }).click();
      await keepShot(page, `accounts-register-errors-phone-${lang}`);
    });

    test('change password from the security centre', async ({ page }) => {
      await signInPage(page, DEMO_PLAYER.account, DEMO_PLAYER.password);
      await page.goto('/member/securityCenter');
      await expect(page.getByRole('heading', { name: t.security, level: 1 })).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: t.change }).click();
      const change = page.getByRole('dialog', { name: t.change });
      await expect(change).toBeVisible();
      await expect(change.getByRole('textbox')).toHaveCount(3);
    });
  });
}

const shoot = (page: Page, name: string) => keepShot(page, `accounts-${name}`);

test.describe('screenshots (phone 360 and desktop 1920, light and dark)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [label, width, height] of [['phone', 360, 740], ['desktop', 1920, 1080]] as const) {
      test(`${label} ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.addInitScript({ content: `localStorage.setItem('theme', '${theme}');` });
        const tag = `${label}-${theme}`;
        await page.goto('/login');
        await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
        await shoot(page, `login-${tag}`);
        await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password' }).click();
        await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
        await shoot(page, `forgot-${tag}`);
        await page.getByRole('dialog', { name: 'Forgot password' }).getByRole('tab', { name: 'Mobile number' }).click();
        await shoot(page, `forgot-mobile-${tag}`);
        await page.keyboard.press('Escape');
        await page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Register' }).click();
        const register = page.getByRole('dialog', { name: 'Register' });
        await expect(register.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
        await register.getByRole('button', { name: 'Register', exact: true }).click();
        await shoot(page, `register-errors-${tag}`);
        await register.getByRole('tab', { name: 'Mobile number' }).click();
        await shoot(page, `register-mobile-${tag}`);
        await page.keyboard.press('Escape');

        await signInPage(page, DEMO_PLAYER.account, DEMO_PLAYER.password);
        await page.goto('/member/securityCenter');
        await expect(page.getByRole('heading', { name: 'Security centre', level: 1 })).toBeVisible();
        await shoot(page, `security-${tag}`);
        await page.getByRole('button', { name: 'Account menu' }).click();
        await shoot(page, `header-menu-${tag}`);
        await page.keyboard.press('Escape');
        await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
        await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
        await shoot(page, `change-password-${tag}`);
      });
    }
  }
});
