export default function Page() {
  return <h1>request-quote</h1>;
}
