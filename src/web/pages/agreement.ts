import type { LegalDocument } from './legal-document.js';

/** The user agreement (《用户协议》) the login panel links to, served pre-rendered at /agreement.html. */
export const AGREEMENT: { zh: LegalDocument; en: LegalDocument } = {
  zh: {
    title: '用户协议',
    updated: '更新日期：2026年11月22日',
    lead: '欢迎使用随手工具箱。本协议说明你登录和使用本站时，你与我们各自的权利和责任。登录即表示你已阅读并同意本协议和《隐私政策》。',
    sections: [
      {
        heading: '1. 服务内容',
        paragraphs: [
          '本站提供免费的在线小工具，例如二维码生成与识别、字数计算、图片与文档处理。大多数工具直接在你的浏览器中运行，少数工具需要服务器处理。',
          '不登录也可以使用所有工具。登录只用于为工具评分等需要识别“同一个人”的功能。',
        ],
      },
      {
        heading: '2. 账号与登录',
        paragraphs: [
          '你可以使用QQ或微信账号登录。登录时，我们只从对应平台获取完成登录所需的信息：该平台为本站分配的用户标识（openid）、昵称和头像，不会获取你的密码、好友或聊天内容。',
          '勾选“下次自动登录”时，登录状态会在本设备上保留一段时间；不勾选时，关闭浏览器后即需重新登录。你可以随时在页面右上角退出登录，退出后该登录凭证立即失效。',
          '请妥善保管你的设备和账号。通过你的账号进行的操作视为你本人的操作。',
        ],
      },
      {
        heading: '3. 评分规则',
        paragraphs: [
          '登录后，每个账号可以为每个工具评分一次（1至5星），评分提交后不能修改。评分用于帮助其他访问者了解工具，平均分和评分人数会公开显示，你的账号信息不会公开。',
          '请根据真实使用体验评分，不要使用多个账号或程序刷分。我们可能删除异常的评分。',
        ],
      },
      {
        heading: '4. 使用规范',
        paragraphs: [
          '请勿利用本站处理违法违规内容，或你无权处理的他人文件、个人信息；请勿干扰本站的正常运行，例如攻击服务器、绕过频率限制或批量调用接口。',
          '违反上述规范的，我们可以限制或停止向你提供服务。',
        ],
      },
      {
        heading: '5. 免责声明',
        paragraphs: [
          '我们尽力保证工具结果准确、服务稳定，但不对结果的完全准确、服务不中断作出保证。重要用途请自行核对结果。',
          '因QQ、微信等第三方平台的原因导致无法登录的，请以对应平台的说明为准。',
        ],
      },
      {
        heading: '6. 协议变更与联系',
        paragraphs: [
          '本协议可能随功能调整而更新，更新后会在本页公布并注明日期。继续使用即表示你接受更新后的协议。',
          '如有疑问，请通过页面右侧的“反馈”与我们联系。',
        ],
      },
    ],
  },
  en: {
    title: 'User Agreement',
    updated: 'Last updated: 22 November 2026',
    lead: 'Welcome to Handy Toolbox. This agreement sets out your rights and ours when you sign in to and use the site. Signing in means you have read and accept this agreement and the Privacy Policy.',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'The site offers free online tools such as making and reading QR codes, counting words, and processing images and documents. Most tools run in your browser; a few need the server.',
          'Every tool works without signing in. Signing in is only used for features that must recognise the same person, such as rating a tool.',
        ],
      },
      {
        heading: '2. Accounts and sign-in',
        paragraphs: [
          'You can sign in with a QQ or WeChat account. We receive from that platform only what the sign-in needs: the user identifier it assigns to this site (openid), your nickname and your avatar. We never receive your password, contacts or messages.',
          'With “Keep me signed in” checked, you stay signed in on this device for a while; unchecked, you sign in again after closing the browser. You can sign out at any time from the top right of the page, and the sign-in credential stops working at once.',
          'Please keep your device and account safe. Actions taken through your account count as your own.',
        ],
      },
      {
        heading: '3. Ratings',
        paragraphs: [
          'Once signed in, each account can rate each tool once (1 to 5 stars), and a rating cannot be changed. Ratings help other visitors judge a tool: the average and the number of ratings are public, your account is not.',
          'Please rate from real use, without several accounts or scripts. We may remove ratings that look abnormal.',
        ],
      },
      {
        heading: '4. Acceptable use',
        paragraphs: [
          'Do not use the site to process unlawful content, or files and personal data you have no right to process; do not disturb the site, for example by attacking the server, working around rate limits or calling the API in bulk.',
          'If you break these rules, we may limit or stop the service for you.',
        ],
      },
      {
        heading: '5. Disclaimer',
        paragraphs: [
          'We do our best to make results accurate and the service reliable, but cannot promise results are always exact or the service never interrupted. Check results yourself where they matter.',
          'When signing in fails because of QQ, WeChat or another platform, that platform’s own terms apply.',
        ],
      },
      {
        heading: '6. Changes and contact',
        paragraphs: [
          'This agreement may be updated as features change; updates are published on this page with their date. Continuing to use the site means you accept the updated agreement.',
          'Questions? Reach us through the “Feedback” link on the right of every page.',
        ],
      },
    ],
  },
};
