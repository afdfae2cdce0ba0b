import type { StaticPage } from '../routes.js';
import { AGREEMENT } from './agreement.js';
import type { LegalDocument } from './legal-document.js';

export type { LegalDocument, LegalSection } from './legal-document.js';

/** The privacy policy and the data rules / disclaimer, in both languages (picked with `useI18n().pick`). */
export const LEGAL: Record<StaticPage, { zh: LegalDocument; en: LegalDocument }> = {
  privacy: {
    zh: {
      title: '隐私政策',
      updated: '更新日期：2026年11月22日',
      lead: '我们希望你放心地使用随手工具箱。本政策说明我们处理哪些信息、为什么处理，以及你可以做什么。',
      sections: [
        {
          heading: '1. 能在浏览器里完成的，就不上传',
          paragraphs: [
            '只要浏览器能够完成，工具就在你的设备上运行（例如二维码生成与识别、字数计算、图片处理）。这些工具处理的文字、图片和文件不会离开你的设备，我们也看不到。',
            '工具页面会标明是否需要服务器参与。',
          ],
        },
        {
          heading: '2. 需要服务器处理的文件',
          paragraphs: [
            '少数工具必须在服务器上完成（例如 Office 文档转换、文字识别、语音合成）。这时你选择的文件会通过加密连接上传，以随机文件名临时保存，仅用于完成你发起的这一次处理。',
            '处理结束后，上传的文件会被删除，生成的结果在你取回后或短时间后自动清除；我们不会查看、分享或用它们训练任何模型。',
          ],
        },
        {
          heading: '3. 我们记录的信息',
          paragraphs: [
            '匿名标识：浏览器中保存一个随机生成的标识（Cookie），用于统计访问量和防止滥用，它不包含你的姓名、手机号等个人信息。',
            '使用统计：访问的页面、使用的工具名称、来源渠道和设备类型（手机或电脑），用于了解哪些工具有用、改进产品。',
            '错误日志：页面出错时的错误信息和出错的页面地址，用于排查问题。',
            '评分：如果你登录后给工具评分，我们会保存你的账号标识和分数，以保证每人每个工具只评一次。',
          ],
        },
        {
          heading: '4. 本地存储',
          paragraphs: ['你的语言选择、评分记录和已同意的条款保存在浏览器的本地存储中，清除浏览器数据即可删除。'],
        },
        {
          heading: '5. 第三方',
          paragraphs: [
            '网站的脚本、字体和工具引擎均由本站自行提供，不从第三方 CDN 加载。只有在你主动选择微信或 QQ 登录、分享时，才会与对应平台交换完成该操作所需的信息。',
            '我们不出售任何信息。',
          ],
        },
        {
          heading: '6. 联系我们',
          paragraphs: ['对本政策有疑问，或希望删除与你的标识相关的记录，请通过页面右侧的“反馈”告诉我们。'],
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      updated: 'Last updated: 22 November 2026',
      lead: 'We want you to use Handy Toolbox with peace of mind. This policy says what information we handle, why, and what you can do about it.',
      sections: [
        {
          heading: '1. If the browser can do it, nothing is uploaded',
          paragraphs: [
            'Whenever a browser can do the job, the tool runs on your device (for example making and reading QR codes, counting words, processing images). The text, images and files these tools handle never leave your device, and we never see them.',
            'Each tool page says whether the server takes part.',
          ],
        },
        {
          heading: '2. Files a server has to process',
          paragraphs: [
            'A few tools can only work on a server (for example Office document conversion, text recognition, speech). Then the file you choose is uploaded over an encrypted connection, stored temporarily under a random name, and used only for the job you started.',
            'When the job is done, the uploaded file is deleted, and its result is removed once you have it or after a short time. We do not look at them, share them or train any model on them.',
          ],
        },
        {
          heading: '3. What we record',
          paragraphs: [
            'An anonymous identifier: a randomly generated value kept in your browser (a cookie), used to count visits and prevent abuse. It contains no name, phone number or other personal details.',
            'Usage statistics: the pages you visit, the tools you use, where you came from and the kind of device (phone or computer), to learn which tools help and to improve them.',
            'Error logs: the error message and page address when a page fails, to fix problems.',
            'Ratings: if you sign in and rate a tool, we keep your account identifier and the score, so each person rates each tool once.',
          ],
        },
        {
          heading: '4. Local storage',
          paragraphs: [
            'Your language choice, your ratings and the terms you accepted are kept in your browser’s local storage; clearing your browser data removes them.',
          ],
        },
        {
          heading: '5. Third parties',
          paragraphs: [
            'The site’s scripts, fonts and tool engines are served by us, never from a third-party CDN. Only when you choose to sign in or share with WeChat or QQ do we exchange with that platform what the action needs.',
            'We sell no information.',
          ],
        },
        {
          heading: '6. Contact',
          paragraphs: [
            'Questions about this policy, or want the records tied to your identifier deleted? Tell us through the “Feedback” link on the right of every page.',
          ],
        },
      ],
    },
  },
  terms: {
    zh: {
      title: '数据处理规则及免责声明',
      updated: '更新日期：2026年11月22日',
      lead: '使用随手工具箱即表示你同意以下规则。请在使用前阅读。',
      sections: [
        {
          heading: '1. 数据处理规则',
          paragraphs: [
            '优先本地处理：能在浏览器中运行的工具，全部在你的设备上完成，文件不会上传。',
            '必要时才上传：需要服务器的工具，仅上传完成处理所需的文件，传输全程加密。',
            '用完即删：上传的文件在处理完成后删除，处理结果在短时间后自动清除，不做其他用途。',
            '请勿上传你无权处理的内容，或包含他人隐私、违法信息的文件。',
          ],
        },
        {
          heading: '2. 使用限制',
          paragraphs: ['为保证服务稳定，部分工具有频率和每日次数限制。请勿以自动化方式大量调用、攻击或干扰本站。'],
        },
        {
          heading: '3. 免责声明',
          paragraphs: [
            '工具按“现状”免费提供。我们尽力保证结果准确，但不对结果的完整性、准确性或适用于特定用途作出保证。涉及金融、健康、法律等重要决定时，请以权威来源为准。',
            '请在处理重要文件前自行备份。因使用或无法使用本站造成的数据丢失或其他损失，在法律允许的范围内我们不承担责任。',
            '你通过工具生成或处理的内容由你自行负责。',
          ],
        },
        {
          heading: '4. 变更',
          paragraphs: ['规则如有变更，将在本页面更新并注明日期。'],
        },
      ],
    },
    en: {
      title: 'Data rules and disclaimer',
      updated: 'Last updated: 22 November 2026',
      lead: 'By using Handy Toolbox you agree to the rules below. Please read them before you start.',
      sections: [
        {
          heading: '1. How your data is handled',
          paragraphs: [
            'Local first: tools that can run in the browser do all their work on your device, and files are not uploaded.',
            'Upload only when needed: tools that need the server upload only the files the job requires, always over an encrypted connection.',
            'Deleted after use: uploaded files are deleted once the job is done, results are cleared after a short time, and neither is used for anything else.',
            'Do not upload content you have no right to process, or files holding other people’s private data or unlawful material.',
          ],
        },
        {
          heading: '2. Fair use',
          paragraphs: [
            'To keep the service available, some tools have rate and daily limits. Do not call the site in bulk by automated means, attack it or disrupt it.',
          ],
        },
        {
          heading: '3. Disclaimer',
          paragraphs: [
            'The tools are provided free and "as is". We work to make results correct but do not guarantee they are complete, accurate or fit for a particular purpose. For financial, medical, legal or other important decisions, rely on an authoritative source.',
            'Back up important files before processing them. To the extent the law allows, we are not liable for data loss or other damage caused by using or being unable to use the site.',
            'You are responsible for the content you create or process with the tools.',
          ],
        },
        {
          heading: '4. Changes',
          paragraphs: ['If these rules change, this page is updated and dated.'],
        },
      ],
    },
  },
  /** The user agreement of the login panel (its text lives with the login: src/web/login/agreement.ts). */
  agreement: AGREEMENT,
};
