/**
 * `/e/resize.js`: an optional script for host pages that use the iframe code. It sizes each chart
 * iframe to the height its frame page reports (`{ type: 'chart-embed:height', slug, height }`),
 * like Datawrapper's. A message counts only from the window of an iframe on this page whose
 * address is one of our frame pages, sent from our origin (or from an opaque one, when the host
 * sandboxed that iframe); anything else is ignored. Frames that spoke before it listened (it is
 * loaded `async`) are asked again. Plain ES5, no global but `window.ChartEmbed`,
 * and loading it twice listens once.
 */
export const RESIZE_SCRIPT = `(function(d,w){
var s=d.currentScript,n=w.ChartEmbed=w.ChartEmbed||{};
if(n.resize||!s)return;
var origin=new URL(s.src,location.href).origin,prefix=origin+'/e/';n.resize=true;
w.addEventListener('message',function(e){
var x=e.data,h=x&&x.type==='chart-embed:height'?x.height:0;
if(typeof h!=='number'||!(h>0&&h<=10000)||(e.origin!==origin&&e.origin!=='null'))return;
var f=d.getElementsByTagName('iframe');
for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source){if(ours(f[i]))f[i].style.height=Math.ceil(h)+'px';return}
});
function ours(f){return f.src.indexOf(prefix)===0&&/\\/frame(\\?|#|$)/.test(f.src)}
var f=d.getElementsByTagName('iframe');
for(var i=0;i<f.length;i++)if(ours(f[i])&&f[i].contentWindow)f[i].contentWindow.postMessage({type:'chart-embed:ask-height'},'*');
})(document,window);
`;
