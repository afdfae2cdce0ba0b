import { useEffect, useState } from 'react';
import { TextTransform, useI18n, useMessages, ValueList, type ValueRow } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { infoText, parseUserAgent, vendorName, type UaInfo } from './user-agent.js';
import { UA } from './samples.js';

/** userAgent工具: the visitor's own UA at first, or any pasted one, read into app, browser, system and device. */
export default function UseragentPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const [text, setText] = useState('');
  // The visitor's own User-Agent once the page runs in the browser (the pre-rendered page has none).
  useEffect(() => setText((t) => t || navigator.userAgent), []);
  const join = (n: { name: string; version: string }) => [n.name, n.version].filter(Boolean).join(' ');
  const rows = (info: UaInfo): ValueRow[] =>
    [
      { id: 'app', label: m.app, value: info.app ? join(info.app) : '' },
      { id: 'browser', label: m.browser, value: join(info.browser) || m.unknown },
      { id: 'engine', label: m.engine, value: join(info.engine) },
      { id: 'os', label: m.os, value: join(info.os) || m.unknown },
      { id: 'vendor', label: m.vendor, value: info.device.vendor ? vendorName(info.device.vendor, lang) : '' },
      { id: 'model', label: m.model, value: info.device.model },
      { id: 'type', label: m.type, value: m[`type_${info.device.type}`] },
      { id: 'cpu', label: m.cpu, value: info.cpu },
    ].filter((r) => r.value !== '');

  return (
    <TextTransform<UaInfo>
      testId="useragent-tool"
      text={text}
      onText={setText}
      transform={(t) => parseUserAgent(t, lang)}
      deps={lang}
      toText={(info) => infoText(info, lang)}
      render={(info) => <ValueList groups={[{ id: 'ua', rows: rows(info) }]} testId="ua-values" />}
      inputLabel={m.inputLabel}
      outputLabel={m.result}
      placeholder={m.placeholder}
      filename="user-agent.txt"
      monospace
      examples={[
        { label: m.mine, input: typeof navigator === 'undefined' ? '' : navigator.userAgent },
        { label: m.exampleWechat, input: UA.wechatXiaomi },
        { label: m.exampleAlipay, input: UA.alipayIphone },
        { label: m.exampleIphone, input: UA.iphoneSafari },
        { label: m.exampleDesktop, input: UA.edgeWindows },
      ]}
    />
  );
}
