/**
 * The bank, loan and interest-rate lookups (spec: /api/getBankList, getBankPolicy, getCityRatePolicy,
 * getLatestInterestRate): paths and answer types both sides share. All four are GETs answering
 * `{ret: 0, data}`; bad input is HTTP 400 `1100,...`, an unknown bank or city 404 `1300,...`.
 * Rates are annual percents (3.5 = 3.5%). `asOf` is the date up to which the data is known complete:
 * pages show it. `date` (optional, YYYY-MM-DD, default today in China) asks for what was in force then.
 */
export const RATES_API = {
  /** `?type=state|joint_stock` */
  bankList: '/api/getBankList',
  /** `?bankId=icbc&date=&history=1` */
  bankPolicy: '/api/getBankPolicy',
  /** `?city=110000|北京&date=` (no city: the list of cities) */
  cityRatePolicy: '/api/getCityRatePolicy',
  /** `?date=&history=1` */
  latestInterestRate: '/api/getLatestInterestRate',
} as const;

export type BankType = 'state' | 'joint_stock';

export interface RatesAnswer<T> {
  ret: 0;
  data: T;
}

export interface BankListData {
  asOf: string;
  banks: { id: string; name: string; nameEn: string; type: BankType; hasRates: boolean }[];
}

export interface DepositRate {
  /** demand 活期, fixed 整存整取, cd 大额存单 */
  product: 'demand' | 'fixed' | 'cd';
  /** demand, 3m, 6m, 1y, 2y, 3y, 5y */
  term: string;
  rate: number;
  effectiveDate: string;
  source: string;
}

export interface BankPolicyData {
  asOf: string;
  date: string;
  bank: { id: string; name: string; nameEn: string; type: BankType };
  /** The rates in force on `date`, by product and term (empty when none are known). */
  rates: DepositRate[];
  /** Every dated row (with `history=1`). */
  history?: DepositRate[];
}

export interface City {
  code: string;
  name: string;
  nameEn: string;
  province: string;
}

export interface CityListData {
  asOf: string;
  cities: City[];
}

export interface MortgageRule {
  /** national: the country-wide rule (no local rule recorded); city: the city's own. */
  scope: 'national' | 'city';
  home: 'first' | 'second';
  /** min_down_payment_pct (percent) or lpr_spread_floor_bp (basis points over the 5-year LPR; null = no floor). */
  item: string;
  value: number | null;
  effectiveDate: string;
  source: string;
}

export interface SocialInsuranceRule {
  scope: 'national' | 'city';
  /** base_min, base_max, pension, medical, unemployment, medical_fixed, housing_fund_rate_min, ... */
  item: string;
  side: 'employer' | 'employee' | 'both';
  value: number;
  unit: 'yuan' | 'pct';
  validFrom: string;
  validTo: string | null;
  source: string;
}

export interface CityPolicyData {
  asOf: string;
  date: string;
  city: City;
  mortgage: { asOf: string; localRulesRecorded: boolean; rules: MortgageRule[] };
  /** `current` false: no city rule is known for `date`; the rows are those in force on `validOn`. */
  socialInsurance: { asOf: string; validOn: string; current: boolean; rows: SocialInsuranceRule[] };
}

export interface LatestRateData {
  asOf: string;
  date: string;
  /** The LPR fixing in force on `date` (null before 2019-08-20). */
  lpr: { date: string; oneYear: number; fiveYear: number; source: string } | null;
  providentFund: {
    asOf: string;
    first: { le5y: number; gt5y: number; effectiveDate: string; source: string } | null;
    second: { le5y: number; gt5y: number; effectiveDate: string; source: string } | null;
  };
  benchmark: {
    asOf: string;
    loan: { effectiveDate: string; rates: { term: string; rate: number }[]; source: string } | null;
    deposit: { effectiveDate: string; rates: { term: string; rate: number }[]; source: string } | null;
  };
  /** Every fixing up to `date` (with `history=1`). */
  lprHistory?: { date: string; oneYear: number; fiveYear: number }[];
}
