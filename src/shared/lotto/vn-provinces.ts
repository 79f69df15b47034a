/**
 * The provinces that draw on each weekday (the real weekly schedule of the Central and South
 * lotteries). Weekdays are ISO: 1 Monday … 7 Sunday. A province drawing twice a week (Đà Nẵng,
 * Khánh Hòa, Thừa Thiên Huế, TP. Hồ Chí Minh) is one game with two days.
 */
export interface Province {
  code: string;
  name: string;
}

type Week = Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly Province[]>>;
const p = (code: string, name: string): Province => ({ code, name });

const HUE = p('HUE', 'Thừa Thiên Huế');
const DA_NANG = p('DA_NANG', 'Đà Nẵng');
const KHANH_HOA = p('KHANH_HOA', 'Khánh Hòa');
export const VN_CENTRAL_WEEK: Week = {
  1: [HUE, p('PHU_YEN', 'Phú Yên')],
  2: [p('DAK_LAK', 'Đắk Lắk'), p('QUANG_NAM', 'Quảng Nam')],
  3: [DA_NANG, KHANH_HOA],
  4: [p('BINH_DINH', 'Bình Định'), p('QUANG_TRI', 'Quảng Trị'), p('QUANG_BINH', 'Quảng Bình')],
  5: [p('GIA_LAI', 'Gia Lai'), p('NINH_THUAN', 'Ninh Thuận')],
  6: [DA_NANG, p('QUANG_NGAI', 'Quảng Ngãi'), p('DAK_NONG', 'Đắk Nông')],
  7: [p('KON_TUM', 'Kon Tum'), KHANH_HOA, HUE],
};

const HCM = p('HCM', 'TP. Hồ Chí Minh');
export const VN_SOUTH_WEEK: Week = {
  1: [HCM, p('DONG_THAP', 'Đồng Tháp'), p('CA_MAU', 'Cà Mau')],
  2: [p('BEN_TRE', 'Bến Tre'), p('VUNG_TAU', 'Vũng Tàu'), p('BAC_LIEU', 'Bạc Liêu')],
  3: [p('DONG_NAI', 'Đồng Nai'), p('CAN_THO', 'Cần Thơ'), p('SOC_TRANG', 'Sóc Trăng')],
  4: [p('TAY_NINH', 'Tây Ninh'), p('AN_GIANG', 'An Giang'), p('BINH_THUAN', 'Bình Thuận')],
  5: [p('VINH_LONG', 'Vĩnh Long'), p('BINH_DUONG', 'Bình Dương'), p('TRA_VINH', 'Trà Vinh')],
  6: [HCM, p('LONG_AN', 'Long An'), p('BINH_PHUOC', 'Bình Phước'), p('HAU_GIANG', 'Hậu Giang')],
  7: [p('TIEN_GIANG', 'Tiền Giang'), p('KIEN_GIANG', 'Kiên Giang'), p('DA_LAT', 'Đà Lạt (Lâm Đồng)')],
};

/** Each province once, with the ISO weekdays it draws on. */
export function provinceDays(week: Week): { province: Province; weekdays: number[] }[] {
  const byCode = new Map<string, { province: Province; weekdays: number[] }>();
  for (const [day, provinces] of Object.entries(week)) {
    for (const province of provinces) {
      const entry = byCode.get(province.code) ?? { province, weekdays: [] };
      entry.weekdays.push(Number(day));
      byCode.set(province.code, entry);
    }
  }
  return [...byCode.values()];
}
