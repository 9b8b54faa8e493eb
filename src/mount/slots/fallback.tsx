/**
 * What a widget shows instead when it cannot work (bad attribute, shop not configured): the widgets' own fallback look;
 * `shop-embed-fallback` names the mount layer's for a site owner's CSS.
 */
export function Fallback(props: { text: string }) {
  return (
    <p className="shop-embed fallback shop-embed-fallback" part="fallback">
      {props.text}
    </p>
  );
}
