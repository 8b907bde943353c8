import { COUNTRY_LINES, INTERNATIONAL_DIRECTORY, LANGUAGE_COUNTRIES, crisisLinesFor, isDialable, smsHref, telHref, type Source } from './lines';
import { LANGUAGES } from '../lexicon';

const everyLine = COUNTRY_LINES.flatMap((c) => c.lines.map((line) => [c.country, line.id, line] as const));

describe('crisis lines data', () => {
  it.each(everyLine)('%s %s cites an https or http source with the day it was read', (_, __, line) => {
    expect(line.source.url).toMatch(/^https?:\/\/[^\s]+\.[^\s]+/);
    expect(line.source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(everyLine)('%s %s can be reached by a valid tel: or sms: link or a chat page', (_, __, line) => {
    expect(line.phone || line.sms || line.chatUrl).toBeTruthy();
    if (line.phone) {
      expect(isDialable(line.phone.dial)).toBe(true);
      expect(telHref(line.phone.dial)).toMatch(/^tel:(\+[1-9]\d{7,14}|\*?\d{3,6})$/);
    }
    if (line.sms) {
      expect(isDialable(line.sms.to)).toBe(true);
      expect(smsHref(line.sms)).toMatch(/^sms:(\+[1-9]\d{7,14}|\d{3,6})(\?body=[A-Za-z0-9%]+)?$/);
    }
    if (line.chatUrl) expect(line.chatUrl).toMatch(/^https:\/\//);
    expect(line.languages.length).toBeGreaterThan(0);
  });

  it('has unique ids and one entry per country, each with at least one crisis line', () => {
    const ids = everyLine.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    const countries = COUNTRY_LINES.map((c) => c.country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const c of COUNTRY_LINES) {
      expect(c.country).toMatch(/^[A-Z]{2}$/);
      expect(c.lines.some((l) => l.kind === 'crisis')).toBe(true);
      if (c.emergency) {
        expect(isDialable(c.emergency.number)).toBe(true);
        expect(c.emergency.source.url).toMatch(/^https?:\/\//);
      }
    }
  });

  it('lists, for every interface language, countries that all exist in the data', () => {
    expect(Object.keys(LANGUAGE_COUNTRIES).sort()).toEqual([...LANGUAGES].sort());
    const known = new Set(COUNTRY_LINES.map((c) => c.country));
    for (const countries of Object.values(LANGUAGE_COUNTRIES)) {
      expect(countries.length).toBeGreaterThan(0);
      for (const country of countries) expect(known).toContain(country);
    }
  });

  it('rejects numbers that are neither E.164 nor a short code', () => {
    for (const bad of ['0800 32 123', '+0123456789', '12', '+1 800 799 7233', 'tel:988', '1234567', '+44']) {
      expect(isDialable(bad)).toBe(false);
    }
  });

  it('keeps the UK on Samaritans and Shout, never the NHS 111 non-emergency number, and Canada on 9-8-8', () => {
    const uk = COUNTRY_LINES.find((c) => c.country === 'GB')!;
    expect(uk.lines.map((l) => l.phone?.dial ?? l.sms?.to)).toEqual(expect.arrayContaining(['116123', '85258']));
    expect(uk.lines.some((l) => l.phone?.dial === '111')).toBe(false);
    expect(smsHref(uk.lines.find((l) => l.id === 'gb-shout')!.sms!)).toBe('sms:85258?body=SHOUT');
    const ca = COUNTRY_LINES.find((c) => c.country === 'CA')!;
    expect(ca.lines[0].phone?.dial).toBe('988');
  });

  it('has an international directory with a source', () => {
    expect(INTERNATIONAL_DIRECTORY.url).toMatch(/^https:\/\//);
    expect(INTERNATIONAL_DIRECTORY.source.url).toMatch(/^https:\/\//);
  });
});

/**
 * The only pages allowed as `secondary` sources: news, reference and third-party pages for which
 * no page of the operator or of a public authority was found. Each is here on purpose (see
 * docs/decisions.md, "Crisis line sources"); a new secondary source fails the test until it is
 * added, and one that is no longer used fails it too.
 */
const ALLOWED_SECONDARY_SOURCES = [
  // Canada: the Government of Canada's 9-8-8 release as carried by a wire service.
  'https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
  // Australia: Lifeline, a government-funded suicide-prevention portal (not Lifeline's own site).
  'https://lifeinmind.org.au/news/lifelines-crisis-text-service-now-available-24-7',
  // Brazil: CVV 188.
  'https://www.em.com.br/nacional/2026/03/7366817-centro-de-valorizacao-da-vida-completa-64-anos-e-celebra-a-escuta.html',
  // Portugal: 1411 and 112.
  'https://24noticias.sapo.pt/atualidade/artigos/1411-linha-nacional-de-prevencao-do-suicidio-arranca-com-atendimento-24-horas',
  // Spain: 112, 024 and 016.
  'https://www.elperiodicoextremadura.com/noticias/extremadura/extremadura-realizan-tres-llamadas-dia-telefono-016_1194873.html',
  'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
  'https://elmirondesoria.es/nacional/politica/el-servicio-016-recibe-59-317-consultas-de-enero-a-junio',
  // Mexico: Línea de la Vida and Línea de las Mujeres 079.
  'https://www.cronica.com.mx/nacional/2025/09/19/jornada-para-la-prevencion-del-suicidio/',
  'https://www.jornada.com.mx/2025/11/05/sociedad/039n2soc?partner=rss',
  // Argentina: all three lines (Télam is the state news agency).
  'https://www.cba24n.com.ar/sociedad/se-habilito-linea-telefonica-nacional-y-gratuita-para-urgencias-de-salud-mental_a631b4db37e12b42cd076b8cf',
  'https://lapostacomodorense.com.ar/2025/09/03/septiembre-mes-de-la-prevencion-del-suicidio-la-importancia-de-escuchar-acompanar-y-abrazar/',
  'https://www.telam.com.ar/notas/202309/640470-linea-144-violencia-de-genero.html',
  // Chile: emergency 131 and *4141.
  'https://www.musicaynoticias.cl/region-del-maule/provincia-talca/talca/samu-maule-llama-a-un-uso-responsable-del-131-en-fiestas-patrias',
  'https://www.latercera.com/nacional/noticia/fono-4141-de-prevencion-del-suicidio-mas-de-227000-llamadas-atendidas-en-tres-anos/',
  // Peru: emergency 106 (state radio) and 113.
  'https://radionacional.gob.pe/noticias/locales/bomberos-controlan-incendio-en-la-escuela-de-suboficiales-de-puente-piedra',
  'https://www.infobae.com/peru/2024/12/29/linea-113-recibio-mas-de-135-mil-llamadas-de-apoyo-en-salud-mental-en-2024',
  // Venezuela, Ecuador, Cuba, Dominican Republic, Honduras, Paraguay, El Salvador, Costa Rica,
  // Panama, Uruguay and Puerto Rico: their helplines.
  'https://smokingfm.com/article/las-ong-el-tachira-y-la-prevencion-del-suicidionn',
  'https://www.expreso.ec/buenavida/el-pacto-nacional-por-la-salud-mental-5-servicios-gratuitos-en-ecuador-274020.html',
  'https://www.cadenagramonte.cu/?p=33205',
  'https://diariodigital.com.do/2024/09/06/suicidio-entra-en-el-radar-obligatorio-del-ministerio-de-salud.html',
  'https://hoy.com.do/vivir/marca-211-numero-salvarte-victima-violencia_1062209.html',
  'https://tiempo.hn/telefono-de-la-esperanza-una-mano-amiga/',
  'https://www.abc.com.py/nacionales/2025/08/24/salud-mental-en-alerta-roja-mas-de-840-llamadas-al-155-en-un-mes/',
  'https://www.noticiaslagaceta.com/el-isss-mantiene-habilitado-servicio-gratuito-de-atencion-psicologica-y-psiquiatrica-24-7/',
  'https://delfino.cr/2022/11/ministerio-de-salud-cierra-despacho-de-apoyo-psicologico-para-personas-con-ideacion-suicida',
  'https://www.telemetro.com/nacionales/necesitas-ayuda-linea-147-del-mides-no-estas-solo-n6053730',
  'https://www.subrayado.com.uy/cada-tres-dias-un-adolescente-se-suicida-uruguay-n648093',
  'https://wiac740.com/index.php/2022/07/12/assmca-anuncia-nueva-linea-telefonica-para-que-ciudadanos-reciban-servicios-de-emergencias-en-salud-mental',
  'https://www.primerahora.com/noticias/puerto-rico/notas/903000-llamadas-de-auxilio-emocional/',
  // El Salvador: emergency 911 (news, from police figures).
  'https://croniosv.com/nacionales/reportan-mas-de-1-6-millones-de-llamadas-de-mal-uso-al-numero-de-emergencias-911',
  // China: emergency 110.
  'http://jxjw.net/p/188393',
  // Taiwan: 1925 and 113.
  'https://udn.com/news/story/7266/9329707',
  // Hong Kong: 999 and both Samaritans lines, a university research centre's page.
  'https://csrp.hku.hk/getting-help/',
  // South Korea: emergency 119 and 1366.
  'http://www.jnmeditour.or.kr/?doc=eng/content.php&co_id=eng20403020',
  'https://www.asiatoday.co.kr/view.php?key=20230924010014409',
  // Japan: よりそいホットライン, a municipal bulletin as republished by a bulletin portal.
  'https://mykoho.jp/article/202037/8399147/8482900',
  // India: Tele-MANAS and 181.
  'https://theshillongtimes.com/2025/02/07/tele-manas-mental-health-helpline-handles-over-18-1-lakh-calls-centre/',
  'https://www.newindianexpress.com/nation/2020/apr/18/lockdown-over-50-helplines-set-up-across-india-to-help-women-facing-domestic-violence-2132024.html',
  // Russia: emergency 112 and the women's line.
  'https://sergiev.ru/news/o-poryadke-vyzova-ekstrennykh-operativnykh-sluzhb',
  'https://newsvo.ru/news/146115',
];

/** Every source in the data: each line's, each emergency number's and the directory's. */
const everySource: Array<[string, Source]> = [
  ...everyLine.map(([country, id, line]) => [`${country} ${id}`, line.source] as [string, Source]),
  ...COUNTRY_LINES.flatMap((c) => (c.emergency ? [[`${c.country} emergency`, c.emergency.source] as [string, Source]] : [])),
  ['international directory', INTERNATIONAL_DIRECTORY.source],
];

describe('crisis line sources', () => {
  it.each(everySource)('%s is marked official or secondary, and a secondary one is on the allowed list', (_, source) => {
    expect(['official', 'secondary']).toContain(source.kind);
    if (source.kind === 'secondary') expect(ALLOWED_SECONDARY_SOURCES).toContain(source.url);
  });

  it('allows only secondary sources that are still used, each once, and never one marked official elsewhere', () => {
    expect(new Set(ALLOWED_SECONDARY_SOURCES).size).toBe(ALLOWED_SECONDARY_SOURCES.length);
    const secondary = new Set(everySource.filter(([, s]) => s.kind === 'secondary').map(([, s]) => s.url));
    const official = new Set(everySource.filter(([, s]) => s.kind === 'official').map(([, s]) => s.url));
    for (const url of ALLOWED_SECONDARY_SOURCES) {
      expect(secondary).toContain(url);
      expect(official).not.toContain(url);
    }
  });

  it('dates every source', () => {
    for (const [, source] of everySource) expect(source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('crisisLinesFor', () => {
  it('puts the visitor\'s country first, then the countries of their language, each once', () => {
    expect(crisisLinesFor('BR', 'pt-BR').map((c) => c.country)).toEqual(['BR', 'PT']);
    expect(crisisLinesFor('pt', 'pt-BR').map((c) => c.country)).toEqual(['PT', 'BR']);
    expect(crisisLinesFor('BR', 'ja').map((c) => c.country)).toEqual(['BR', 'JP']);
    expect(crisisLinesFor('CA', 'fr').map((c) => c.country)).toEqual(['CA', 'FR', 'BE', 'CH']);
  });

  it('lists the rest of Latin America for Spanish, each country with a crisis line', () => {
    const spanish = crisisLinesFor(null, 'es').map((c) => c.country);
    expect(spanish.slice(0, 5)).toEqual(['MX', 'CO', 'ES', 'AR', 'PE']);
    expect(spanish).toEqual(expect.arrayContaining(['VE', 'DO', 'SV', 'CR']));
    expect(crisisLinesFor('DO', 'es')[0].country).toBe('DO');
    // No source was found for these: they are left out rather than filled in.
    for (const missing of ['GT', 'NI', 'BO']) expect(spanish).not.toContain(missing);
  });

  it('falls back to the countries of the language when the country is unknown or has no lines', () => {
    expect(crisisLinesFor(null, 'ko').map((c) => c.country)).toEqual(['KR']);
    expect(crisisLinesFor('ZZ', 'ru').map((c) => c.country)).toEqual(['RU']);
  });

  it('treats an unknown language as English', () => {
    expect(crisisLinesFor(null, 'xx')[0].country).toBe('US');
  });
});
