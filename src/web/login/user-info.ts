/** `GET /api/getUserInfor` for the account menu: the login type and time of this session (null: unknown). */
import { USER_INFO_PATH, type UserInfoAnswer, type UserInfoData } from '../../common/user-info.js';
import { call, isApiError } from '../platform/request.js';

export async function fetchUserInfo(): Promise<UserInfoData | null> {
  try {
    const res = await call<UserInfoAnswer>({ url: USER_INFO_PATH, method: 'GET', silent: true, withUserInfo: false });
    return !isApiError(res) && res.ret === 0 && res.data ? res.data : null;
  } catch (error) {
    console.error('getUserInfor failed', error);
    return null;
  }
}
