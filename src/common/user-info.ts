/** `/api/getUserInfor` (spec section 7; the spelling is the spec's): the logged-in user's own profile. */
export const USER_INFO_PATH = '/api/getUserInfor';

export type UserLoginType = 'qq' | 'wx' | 'demo';

export interface UserInfoData {
  qbid: string;
  nick_name: string;
  logo: string;
  /** How this session logged in. */
  logintype: UserLoginType;
  /** When this session logged in, epoch milliseconds. */
  login_time: number;
}

export interface UserInfoAnswer {
  ret: number;
  msg?: string;
  data: UserInfoData | null;
}
