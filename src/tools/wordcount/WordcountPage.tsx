export default function WordcountPage() {
  return <div>wordcount</div>;
}
