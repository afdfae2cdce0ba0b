export default function QrcodePage() {
  return <div>qrcode</div>;
}
