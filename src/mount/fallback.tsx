/** What a widget shows instead when it cannot work (bad attribute, shop not configured, failed read). Small on purpose. */
export function Fallback(props: { text: string }) {
  return (
    <p class="shop-embed-fallback" part="fallback">
      {props.text}
    </p>
  );
}
