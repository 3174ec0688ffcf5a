export default function Page() {
  return <h1>news-single</h1>;
}
