import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { accountOf, readBankSlip } from './bank-slip.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

/** Payer and payee side by side under one pair of labels (the drawn fixture's lines). */
const SIDE_BY_SIDE = [
  '示例银行电子回单',
  '回单编号：2026031500012345 交易日期：2026-03-15',
  '付款人 收款人',
  '户名：示例商贸有限公司 户名：示例科技有限公司',
  '账号：1100 2233 4455 6677 889 账号：4400 1122 3344 5566 778',
  '开户行：示例银行北京海淀支行 开户行：示例银行深圳南山支行',
  '金额（小写）：￥12,345.60',
  '金额（大写）：人民币壹万贰仟叁佰肆拾伍元陆角',
  '用途：货款 交易状态：成功',
];

describe('readBankSlip', () => {
  it('reads payer and payee printed side by side', () => {
    expect(fieldTable(readBankSlip(lines(...SIDE_BY_SIDE)))).toEqual({
      bank: '示例银行|ok',
      serial: '2026031500012345|ok',
      date: '2026-03-15|ok',
      payerName: '示例商贸有限公司|ok',
      payerAccount: '1100223344556677889|ok',
      payerBank: '示例银行北京海淀支行|ok',
      payeeName: '示例科技有限公司|ok',
      payeeAccount: '4400112233445566778|ok',
      payeeBank: '示例银行深圳南山支行|ok',
      amount: '12345.60|ok',
      amountWords: '12345.60|ok',
      purpose: '货款|ok',
    });
  });

  it('reads parties by their own labels, a masked account, the amounts on one line', () => {
    const f = fieldTable(
      readBankSlip(
        lines(
          '中国示例银行 业务回单',
          '交易流水号 88001234',
          '记账日期 2026年1月5日',
          '收款人户名 张示例',
          '收款人账号 6222 **** **** 1234',
          '付款人户名 示例物业服务有限公司',
          '付款人账号 3100 0000 1234',
          '金额(大写) 叁佰元整 金额(小写) 300.00',
          '摘要 工资',
        ),
      ),
    );
    expect(f).toMatchObject({
      bank: '中国示例银行|ok',
      serial: '88001234|ok',
      date: '2026-01-05|ok',
      payerName: '示例物业服务有限公司|ok',
      payerAccount: '310000001234|ok',
      payeeName: '张示例|ok',
      payeeAccount: '6222********1234|ok',
      amount: '300.00|ok',
      amountWords: '300.00|ok',
      purpose: '工资|ok',
    });
  });

  const swap = (from: string, to: string) => SIDE_BY_SIDE.map((l) => l.replace(from, to));
  it.each([
    ['words that disagree with the figures', swap('陆角', '柒角'), 'amountWords', 'words'],
    ['figures that disagree with the words', swap('12,345.60', '12,845.60'), 'amount', 'words'],
    ['a date that does not exist', swap('2026-03-15', '2026-02-30'), 'date', 'date'],
    ['an account with letters', swap('1100 2233', '11OO 2233'), 'payerAccount', 'account'],
  ])('marks %s', (_, input, key, note) => {
    const f = readBankSlip(lines(...input)).find((x) => x.key === key);
    expect([f?.status, f?.note]).toEqual(['failed', note]);
  });
});

describe('accountOf', () => {
  it.each([
    ['1100 2233 4455 6677 889', '1100223344556677889'],
    ['6222 **** **** 1234', '6222********1234'],
    ['示例银行', null],
    ['12AB34567', null],
  ])('%s → %s', (text, out) => {
    expect(accountOf(text)).toBe(out);
  });
});
