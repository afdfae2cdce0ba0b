import { describe, expect, it } from 'vitest';
import { taskMessages } from './messages.js';
import {
  failed,
  finished,
  newItem,
  nextToStart,
  progressed,
  reset,
  rowStatus,
  stageText,
  summarize,
  type ItemPhase,
  type ServerItem,
} from './server-batch.js';

const zh = taskMessages.zh;
const item = (key: number, phase: ItemPhase = 'waiting', extra: Partial<ServerItem> = {}): ServerItem => ({
  ...newItem(key, { name: `f${key}.docx`, size: 1000 }, {}),
  phase,
  ...extra,
});
const result = (size: number) => ({ blob: new Blob([new Uint8Array(size)]), name: 'r.pdf', size });

describe('a file through the flow', () => {
  it.each<[string, ServerItem, string, string]>([
    ['not sent yet', item(1), 'queued', '等待上传'],
    ['upload half way (10 of the 20 upload percent)', item(1, 'uploading', { percent: 10 }), 'working', '上传中 50%'],
    ['queued third', item(1, 'queued', { percent: 20, position: 3 }), 'working', '排队中，第 3 位'],
    ['queued, place unknown', item(1, 'queued', { percent: 20 }), 'working', '排队中'],
    ['server at 50% (60 of the whole bar)', item(1, 'running', { percent: 60 }), 'working', '处理中 50%'],
    ['done', item(1, 'done', { percent: 100 }), 'done', '已完成'],
    ['cancelled', item(1, 'canceled'), 'error', '已取消'],
    [
      'failed',
      item(1, 'failed', { error: '文档已加密，请先取消密码再上传' }),
      'error',
      '文档已加密，请先取消密码再上传',
    ],
  ])('%s: row %s, "%s"', (_, it, status, text) => {
    expect(rowStatus(it)).toBe(status);
    expect(stageText(it, zh)).toBe(text);
  });

  it('the bar never runs backwards inside a phase, and starts over in a new one', () => {
    const a = progressed(item(1, 'uploading', { percent: 15 }), { phase: 'uploading', percent: 12 });
    expect(a.percent).toBe(15);
    const b = progressed(a, { phase: 'queued', percent: 20, position: 2 });
    expect([b.phase, b.percent, b.position]).toEqual(['queued', 20, 2]);
    const c = progressed(b, { phase: 'running', percent: 44 });
    expect([c.phase, c.percent, c.position]).toEqual(['running', 44, undefined]);
  });

  it('done, failed and retry', () => {
    const d = finished(item(1, 'running', { percent: 80 }), result(500));
    expect([d.phase, d.percent, d.result?.size]).toEqual(['done', 100, 500]);
    const f = failed(item(2, 'queued', { position: 4 }), 'x');
    expect([f.phase, f.position, f.error]).toEqual(['failed', undefined, 'x']);
    expect(failed(item(3), 'stop', true).phase).toBe('canceled');
    const r = reset(f);
    expect([r.phase, r.percent, r.error]).toEqual(['waiting', 0, undefined]);
  });
});

describe('sending a few at a time', () => {
  it.each<[string, ItemPhase[], number, number[]]>([
    ['three free slots', ['waiting', 'waiting', 'waiting', 'waiting'], 3, [1, 2, 3]],
    ['two busy', ['running', 'queued', 'waiting', 'waiting'], 3, [3]],
    ['all busy', ['uploading', 'running', 'queued', 'waiting'], 3, []],
    ['finished ones free their slot', ['done', 'failed', 'canceled', 'waiting', 'waiting'], 1, [4]],
  ])('%s', (_, phases, limit, keys) => {
    const items = phases.map((p, i) => item(i + 1, p));
    expect(nextToStart(items, limit).map((i) => i.key)).toEqual(keys);
  });

  it('summarises a batch', () => {
    const items = [
      finished(item(1), result(400)),
      item(2, 'running'),
      item(3),
      failed(item(4), 'x'),
      failed(item(5), 'y', true),
    ];
    expect(summarize(items)).toEqual({ total: 5, done: 1, pending: 2, failed: 2, inputBytes: 1000, outputBytes: 400 });
  });
});
