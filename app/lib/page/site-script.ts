/**
 * Starts the site's small script (app/browser/site.ts) once the page's first content is on the
 * screen. As an ordinary deferred script it ran as soon as the stylesheet arrived, before the first
 * paint, and so took its download and start-up (and the web fonts it then asks for) into the first
 * screen's time; nothing in it draws that screen. Browsers that cannot report their first paint
 * start it after the first frame. A page that never paints (a background tab) starts it a few
 * seconds after it has loaded.
 */
export const siteScriptStarter = (src: string) =>
  `(function(){var started,P=window.PerformanceObserver;function start(){if(started)return;started=1;var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
  `addEventListener("load",function(){setTimeout(start,3000)});` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(start)})})();`;
