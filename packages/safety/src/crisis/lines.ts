/**
 * Crisis lines per country (ISO 3166-1 alpha-2). Every entry cites the page its number was
 * read from and the day it was looked up; nothing here is from memory. A country is listed only
 * when a source for it was found. `dial` is what goes into a `tel:` link: E.164 (`+` and the
 * country code) for ordinary numbers, or the national short code as dialled in that country
 * (`988`, `*4141`). Names are the services' own names and are not translated.
 */
export type LineKind = 'crisis' | 'abuse';
export type LineHours = 'always' | 'varies';

export interface Source {
  url: string;
  /** The day the page was read (YYYY-MM-DD). */
  retrieved: string;
}

export interface CrisisLine {
  id: string;
  name: string;
  kind: LineKind;
  phone?: { display: string; dial: string };
  sms?: { display: string; to: string; body?: string };
  chatUrl?: string;
  hours: LineHours;
  /** BCP 47 codes of the languages the service answers in, as its source states them. */
  languages: string[];
  /** A menu option to choose after dialling, when the source names one. */
  option?: string;
  source: Source;
}

export interface CountryLines {
  country: string;
  emergency?: { number: string; source: Source };
  lines: CrisisLine[];
}

const LOOKED_UP = '2026-11-22';
const src = (url: string): Source => ({ url, retrieved: LOOKED_UP });

export const COUNTRY_LINES: readonly CountryLines[] = [
  {
    country: 'GB',
    emergency: { number: '999', source: src('https://giveusashout.org/about-us/faq/') },
    lines: [
      {
        id: 'gb-samaritans', name: 'Samaritans', kind: 'crisis',
        phone: { display: '116 123', dial: '116123' }, hours: 'always', languages: ['en'],
        source: src('https://www.samaritans.org/how-we-can-help/contact-samaritan/'),
      },
      {
        id: 'gb-shout', name: 'Shout', kind: 'crisis',
        sms: { display: '85258', to: '85258', body: 'SHOUT' }, hours: 'always', languages: ['en'],
        source: src('https://www.giveusashout.org/faqs/'),
      },
      {
        id: 'gb-domestic-abuse', name: 'National Domestic Abuse Helpline (Refuge)', kind: 'abuse',
        phone: { display: '0808 2000 247', dial: '+448082000247' }, hours: 'always', languages: ['en'],
        source: src('https://refuge.org.uk/news/refuge-responds-to-reports-of-potential-increase-in-domestic-abuse-during-covid-19'),
      },
    ],
  },
  {
    country: 'IE',
    emergency: { number: '112', source: src('https://www2.hse.ie/emergencies/when-to-call-112-or-999/') },
    lines: [
      {
        id: 'ie-samaritans', name: 'Samaritans Ireland', kind: 'crisis',
        phone: { display: '116 123', dial: '116123' }, hours: 'always', languages: ['en'],
        source: src('https://www.irishhealthpro.com/content/news/show/name/big-jump-in-calls-to-samaritans-since-2014'),
      },
      {
        id: 'ie-womens-aid', name: 'Women\'s Aid 24hr National Freephone Helpline', kind: 'abuse',
        phone: { display: '1800 341 900', dial: '+3531800341900' }, hours: 'always', languages: ['en'],
        source: src('https://www.womensaid.ie/about/newsevents/news/2016/09/05/media-release-41-calls-a-day-to-womens-aid-in-2016/'),
      },
    ],
  },
  {
    country: 'US',
    emergency: { number: '911', source: src('https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline') },
    lines: [
      {
        id: 'us-988', name: '988 Suicide & Crisis Lifeline', kind: 'crisis',
        phone: { display: '988', dial: '988' }, sms: { display: '988', to: '988' }, chatUrl: 'https://988lifeline.org',
        hours: 'always', languages: ['en', 'es'],
        source: src('https://www.mcphs.edu/student-life/counseling-services/emergency-services/988-suicide-and-crisis-lifeline'),
      },
      {
        id: 'us-ndvh', name: 'National Domestic Violence Hotline', kind: 'abuse',
        phone: { display: '1-800-799-7233', dial: '+18007997233' }, sms: { display: '88788', to: '88788', body: 'START' },
        chatUrl: 'https://www.thehotline.org', hours: 'always', languages: ['en'],
        source: src('https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts'),
      },
    ],
  },
  {
    country: 'CA',
    lines: [
      {
        id: 'ca-988', name: '9-8-8: Suicide Crisis Helpline', kind: 'crisis',
        phone: { display: '9-8-8', dial: '988' }, sms: { display: '9-8-8', to: '988' }, hours: 'always', languages: ['en', 'fr'],
        source: src('https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html'),
      },
    ],
  },
  {
    country: 'AU',
    emergency: { number: '000', source: src('https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/') },
    lines: [
      {
        id: 'au-lifeline', name: 'Lifeline', kind: 'crisis',
        phone: { display: '13 11 14', dial: '131114' }, sms: { display: '0477 13 11 14', to: '+61477131114' },
        hours: 'always', languages: ['en'],
        source: src('https://www.theleader.com.au/story/7611333/lifeline-crisis-text-service-goes-247-to-help-more-in-need/'),
      },
      {
        id: 'au-1800respect', name: '1800RESPECT', kind: 'abuse',
        phone: { display: '1800 737 732', dial: '+611800737732' }, hours: 'always', languages: ['en'],
        source: src('https://www.surfcoast.vic.gov.au/My_Community/Domestic_violence'),
      },
    ],
  },
  {
    country: 'NZ',
    emergency: { number: '111', source: src('https://www.globelink.co.uk/articles/country-information/travelling-to-new-zealand/telephone-and-postal-services-in-new-zealand.html') },
    lines: [
      {
        id: 'nz-1737', name: '1737 Need to talk?', kind: 'crisis',
        phone: { display: '1737', dial: '1737' }, sms: { display: '1737', to: '1737' }, hours: 'always', languages: ['en'],
        source: src('https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy'),
      },
      {
        id: 'nz-womens-refuge', name: 'Women\'s Refuge Crisisline', kind: 'abuse',
        phone: { display: '0800 733 843', dial: '+64800733843' }, hours: 'always', languages: ['en'],
        source: src('https://www.govt.nz/browse/law-crime-and-justice/abuse-harassment-domestic-violence/domestic-and-family-violence/'),
      },
    ],
  },
  {
    country: 'BR',
    emergency: { number: '192', source: src('https://www.gov.br/saude/pt-br/campanhas-da-saude/2025/samu-192') },
    lines: [
      {
        id: 'br-cvv', name: 'CVV – Centro de Valorização da Vida', kind: 'crisis',
        phone: { display: '188', dial: '188' }, hours: 'always', languages: ['pt'],
        source: src('https://www.em.com.br/nacional/2026/03/7366817-centro-de-valorizacao-da-vida-completa-64-anos-e-celebra-a-escuta.html'),
      },
      {
        id: 'br-180', name: 'Ligue 180 – Central de Atendimento à Mulher', kind: 'abuse',
        phone: { display: '180', dial: '180' }, hours: 'always', languages: ['pt', 'en', 'es'],
        source: src('https://radiowebcadeiracativa.com.br/noticia/2102830/ligue-180-completa-20-anos-de-combate-violencia-contra-mulheres'),
      },
    ],
  },
  {
    country: 'PT',
    emergency: { number: '112', source: src('https://dnbrasil.dn.pt/situacao-de-emergencia-em-portugal-saiba-para-onde-ligar') },
    lines: [
      {
        id: 'pt-sns24', name: 'SNS 24 – Aconselhamento Psicológico', kind: 'crisis',
        phone: { display: '808 24 24 24', dial: '+351808242424' }, option: '4', hours: 'always', languages: ['pt', 'en'],
        source: src('https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/'),
      },
      {
        id: 'pt-1411', name: 'Linha de Prevenção do Suicídio 1411', kind: 'crisis',
        phone: { display: '1411', dial: '1411' }, hours: 'varies', languages: ['pt'],
        source: src('https://www.rtp.pt/noticias/pais/linha-para-prevencao-de-suicidio-com-mais-de-2000-pedidos-de-apoio-no-primeiro-mes_n1695253'),
      },
      {
        id: 'pt-sivvd', name: 'Serviço de Informação às Vítimas de Violência Doméstica', kind: 'abuse',
        phone: { display: '800 202 148', dial: '+351800202148' }, hours: 'always', languages: ['pt'],
        source: src('https://www.cig.gov.pt/servicos/servico-de-informacao-as-vitimas-de-violencia-domestica/'),
      },
    ],
  },
  {
    country: 'ES',
    emergency: { number: '112', source: src('https://www.elperiodicoextremadura.com/noticias/extremadura/extremadura-realizan-tres-llamadas-dia-telefono-016_1194873.html') },
    lines: [
      {
        id: 'es-024', name: '024 – Línea de atención a la conducta suicida', kind: 'crisis',
        phone: { display: '024', dial: '024' }, hours: 'always', languages: ['es'],
        source: src('https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml'),
      },
      {
        id: 'es-016', name: '016 – Violencia contra las mujeres', kind: 'abuse',
        phone: { display: '016', dial: '016' }, hours: 'always', languages: ['es'],
        source: src('https://www.elperiodicoextremadura.com/noticias/extremadura/extremadura-realizan-tres-llamadas-dia-telefono-016_1194873.html'),
      },
    ],
  },
  {
    country: 'MX',
    emergency: { number: '911', source: src('https://zamudionoticias.mx/?p=17586') },
    lines: [
      {
        id: 'mx-linea-vida', name: 'Línea de la Vida', kind: 'crisis',
        phone: { display: '800 911 2000', dial: '+528009112000' }, hours: 'always', languages: ['es'],
        source: src('https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/'),
      },
    ],
  },
  {
    country: 'AR',
    lines: [
      {
        id: 'ar-msal', name: 'Línea de Salud Mental – Ministerio de Salud de la Nación', kind: 'crisis',
        phone: { display: '0800-999-0091', dial: '+548009990091' }, hours: 'always', languages: ['es'],
        source: src('https://lapostacomodorense.com.ar/2025/09/03/septiembre-mes-de-la-prevencion-del-suicidio-la-importancia-de-escuchar-acompanar-y-abrazar/'),
      },
      {
        id: 'ar-135', name: 'Línea 135 (CABA y GBA) / (011) 5275-1135', kind: 'crisis',
        phone: { display: '(011) 5275-1135', dial: '+541152751135' }, hours: 'varies', languages: ['es'],
        source: src('https://lapostacomodorense.com.ar/2025/09/03/septiembre-mes-de-la-prevencion-del-suicidio-la-importancia-de-escuchar-acompanar-y-abrazar/'),
      },
      {
        id: 'ar-144', name: 'Línea 144 – Violencia de género', kind: 'abuse',
        phone: { display: '144', dial: '144' }, hours: 'always', languages: ['es'],
        source: src('https://www.telam.com.ar/notas/202309/640470-linea-144-violencia-de-genero.html'),
      },
    ],
  },
  {
    country: 'CO',
    emergency: { number: '123', source: src('https://www.radiosantafe.com/2025/09/11/bogota-refuerza-su-apoyo-en-el-dia-mundial-para-la-prevencion-del-suicidio/') },
    lines: [
      {
        id: 'co-106', name: 'Línea 106 “El poder de ser escuchado” (Bogotá)', kind: 'crisis',
        phone: { display: '106', dial: '106' }, chatUrl: 'https://wa.me/573007548933',
        hours: 'always', languages: ['es'],
        source: src('http://www.bogota.gov.co/servicios/guia-de-tramites-y-servicios/linea-106'),
      },
      {
        id: 'co-155', name: 'Línea 155 – Orientación a mujeres víctimas de violencia', kind: 'abuse',
        phone: { display: '155', dial: '155' }, hours: 'always', languages: ['es'],
        source: src('https://www.seguimiento.co/node/51966'),
      },
    ],
  },
  {
    country: 'CL',
    emergency: { number: '131', source: src('https://www.musicaynoticias.cl/region-del-maule/provincia-talca/talca/samu-maule-llama-a-un-uso-responsable-del-131-en-fiestas-patrias') },
    lines: [
      {
        id: 'cl-4141', name: 'Línea de Prevención del Suicidio *4141', kind: 'crisis',
        phone: { display: '*4141', dial: '*4141' }, hours: 'always', languages: ['es'],
        source: src('https://www.biobiochile.cl/noticias/nacional/chile/2023/01/06/no-estas-solo-minsal-lanza-fono-confidencial-4141-para-auxiliar-a-personas-con-ideacion-suicida.shtml'),
      },
      {
        id: 'cl-1455', name: 'Fono Orientación 1455 (SernamEG)', kind: 'abuse',
        phone: { display: '1455', dial: '1455' }, hours: 'varies', languages: ['es'],
        source: src('https://minmujeryeg.gob.cl/?page_id=4023'),
      },
    ],
  },
  {
    country: 'PE',
    emergency: { number: '106', source: src('https://radionacional.gob.pe/noticias/locales/bomberos-controlan-incendio-en-la-escuela-de-suboficiales-de-puente-piedra') },
    lines: [
      {
        id: 'pe-113', name: 'Línea 113 – Salud mental (Minsa)', kind: 'crisis',
        phone: { display: '113', dial: '113' }, option: '5', hours: 'always', languages: ['es'],
        source: src('https://www.infobae.com/peru/2024/12/29/linea-113-recibio-mas-de-135-mil-llamadas-de-apoyo-en-salud-mental-en-2024'),
      },
      {
        id: 'pe-100', name: 'Línea 100 – Ministerio de la Mujer y Poblaciones Vulnerables', kind: 'abuse',
        phone: { display: '100', dial: '100' }, hours: 'always', languages: ['es'],
        source: src('https://andina.pe/ingles/noticia-sbs-mas-3-millones-afiliados-a-afp-se-quedarian-sin-fondo-pensiones-817698.aspx/img/noticia-ni-una-menos-victimas-violencia-pueden-recurrir-a-linea-100-las-24-horas-690739.aspx'),
      },
    ],
  },
  {
    country: 'EC',
    lines: [
      {
        id: 'ec-171', name: 'Línea 171 – Ministerio de Salud Pública', kind: 'crisis',
        phone: { display: '171', dial: '171' }, option: '6', hours: 'always', languages: ['es'],
        source: src('https://www.expreso.ec/buenavida/el-pacto-nacional-por-la-salud-mental-5-servicios-gratuitos-en-ecuador-274020.html'),
      },
    ],
  },
  {
    country: 'HN',
    lines: [
      {
        id: 'hn-150', name: 'Teléfono de la Esperanza (AHOTES)', kind: 'crisis',
        phone: { display: '150', dial: '150' }, hours: 'varies', languages: ['es'],
        source: src('https://tiempo.hn/telefono-de-la-esperanza-una-mano-amiga/'),
      },
    ],
  },
  {
    country: 'CU',
    lines: [
      {
        id: 'cu-103', name: 'Línea 103 – Línea Confidencial (MINSAP)', kind: 'crisis',
        phone: { display: '103', dial: '103' }, hours: 'varies', languages: ['es'],
        source: src('https://www.cadenagramonte.cu/?p=33205'),
      },
    ],
  },
  {
    country: 'PY',
    lines: [
      {
        id: 'py-155', name: '155 Te Escucha – Ministerio de Salud Pública y Bienestar Social', kind: 'crisis',
        phone: { display: '155', dial: '155' }, hours: 'always', languages: ['es'],
        source: src('https://www.abc.com.py/nacionales/2026/01/11/salud-mental-van-casi-10000-llamadas-a-la-linea-155-de-contencion-psicologica/'),
      },
    ],
  },
  {
    country: 'PA',
    lines: [
      {
        id: 'pa-147', name: 'Línea 147 – Ministerio de Desarrollo Social (MIDES)', kind: 'crisis',
        phone: { display: '147', dial: '147' }, hours: 'always', languages: ['es'],
        source: src('https://www.telemetro.com/nacionales/necesitas-ayuda-linea-147-del-mides-no-estas-solo-n6053730'),
      },
    ],
  },
  {
    country: 'UY',
    lines: [
      {
        id: 'uy-linea-vida', name: 'Línea Vida (ASSE) – 0800 0767 desde teléfono fijo', kind: 'crisis',
        phone: { display: '*0767', dial: '*0767' }, hours: 'always', languages: ['es'],
        source: src('https://www.subrayado.com.uy/cada-tres-dias-un-adolescente-se-suicida-uruguay-n648093'),
      },
    ],
  },
  {
    country: 'PR',
    lines: [
      {
        id: 'pr-988', name: '988 – Línea PAS de ASSMCA', kind: 'crisis',
        phone: { display: '988', dial: '988' }, hours: 'always', languages: ['es', 'en'],
        source: src('https://wiac740.com/index.php/2022/07/12/assmca-anuncia-nueva-linea-telefonica-para-que-ciudadanos-reciban-servicios-de-emergencias-en-salud-mental'),
      },
      {
        id: 'pr-pas', name: 'Línea PAS (Primera Ayuda Sicosocial) – ASSMCA', kind: 'crisis',
        phone: { display: '1-800-981-0023', dial: '+18009810023' }, hours: 'always', languages: ['es'],
        source: src('https://www.primerahora.com/noticias/puerto-rico/notas/903000-llamadas-de-auxilio-emocional/'),
      },
    ],
  },
  {
    country: 'FR',
    emergency: { number: '112', source: src('https://www.parolesdefemmes81.fr/présentation/3919/') },
    lines: [
      {
        id: 'fr-3114', name: '3114 – Numéro national de prévention du suicide', kind: 'crisis',
        phone: { display: '3114', dial: '3114' }, hours: 'always', languages: ['fr'],
        source: src('https://www.service-public.fr/particuliers/actualites/A15206'),
      },
      {
        id: 'fr-3919', name: '3919 – Violences Femmes Info', kind: 'abuse',
        phone: { display: '3919', dial: '3919' }, hours: 'always', languages: ['fr'],
        source: src('https://solidaritefemmes.org/appeler-le-3919/'),
      },
    ],
  },
  {
    country: 'BE',
    emergency: { number: '112', source: src('http://europa.eu/youreurope/citizens/travel/safety/emergency/index_pt.htm') },
    lines: [
      {
        id: 'be-cps', name: 'Centre de Prévention du Suicide', kind: 'crisis',
        phone: { display: '0800 32 123', dial: '+3280032123' }, hours: 'always', languages: ['fr'],
        source: src('https://www.preventionsuicide.be/fr/je-veux-vous-conna%C3%AEtre/notre-mission.html'),
      },
      {
        id: 'be-evc', name: 'Écoute Violences Conjugales', kind: 'abuse',
        phone: { display: '0800 30 030', dial: '+3280030030' }, hours: 'always', languages: ['fr'],
        source: src('https://www.ecouteviolencesconjugales.be/qui-sommes-nous/presentation/'),
      },
    ],
  },
  {
    country: 'CH',
    emergency: { number: '112', source: src('http://europa.eu/youreurope/citizens/travel/safety/emergency/index_pt.htm') },
    lines: [
      {
        id: 'ch-143', name: 'La Main Tendue / Die Dargebotene Hand (143.ch)', kind: 'crisis',
        phone: { display: '143', dial: '143' }, chatUrl: 'https://www.143.ch', hours: 'always', languages: ['fr'],
        source: src('https://www.20min.ch/fr/story/session-du-parlement-traumatise-par-le-loup-alain-berset-conseille-la-main-tendue-837858163750'),
      },
    ],
  },
  {
    country: 'CN',
    emergency: { number: '110', source: src('http://jxjw.net/p/188393') },
    lines: [
      {
        id: 'cn-12356', name: '12356 全国统一心理援助热线', kind: 'crisis',
        phone: { display: '12356', dial: '12356' }, hours: 'varies', languages: ['zh'],
        source: src('http://sz12333.net.cn/shebao/13011.html'),
      },
      {
        id: 'cn-12338', name: '12338 妇女维权公益服务热线', kind: 'abuse',
        phone: { display: '12338', dial: '12338' }, hours: 'varies', languages: ['zh'],
        source: src('https://kunming.baogaosu.com/xinwen/%E5%A6%87%E5%A5%B3%E7%BB%B4%E6%9D%83%E5%85%AC%E7%9B%8A%E6%9C%8D%E5%8A%A1%E7%83%AD%E7%BA%BF%E5%AE%9E%E7%8E%B0%E7%94%B5%E4%BF%A1/25177976'),
      },
    ],
  },
  {
    country: 'TW',
    emergency: { number: '119', source: src('https://www.nfa.gov.tw/kid/index.php?code=list&ids=657') },
    lines: [
      {
        id: 'tw-1925', name: '1925 安心專線', kind: 'crisis',
        phone: { display: '1925', dial: '1925' }, hours: 'always', languages: ['zh'],
        source: src('https://udn.com/news/story/7266/9329707'),
      },
      {
        id: 'tw-113', name: '113 保護專線', kind: 'abuse',
        phone: { display: '113', dial: '113' }, hours: 'always', languages: ['zh'],
        source: src('https://udn.com/news/story/7266/9329707'),
      },
    ],
  },
  {
    country: 'HK',
    emergency: { number: '999', source: src('https://csrp.hku.hk/getting-help/') },
    lines: [
      {
        id: 'hk-samaritans', name: 'The Samaritans 撒瑪利亞會', kind: 'crisis',
        phone: { display: '2896 0000', dial: '+85228960000' }, hours: 'always', languages: ['en', 'yue', 'zh'],
        source: src('https://csrp.hku.hk/getting-help/'),
      },
      {
        id: 'hk-sbhk', name: 'The Samaritan Befrienders Hong Kong 香港撒瑪利亞防止自殺會', kind: 'crisis',
        phone: { display: '2389 2222', dial: '+85223892222' }, hours: 'always', languages: ['yue', 'en'],
        source: src('https://csrp.hku.hk/getting-help/'),
      },
      {
        id: 'hk-swd', name: '社會福利署熱線 Social Welfare Department Hotline', kind: 'abuse',
        phone: { display: '2343 2255', dial: '+85223432255' }, hours: 'always', languages: ['yue'],
        source: src('https://www.news.gov.hk/chi/2023/06/20230605/20230605_145819_409.html'),
      },
    ],
  },
  {
    country: 'KR',
    emergency: { number: '119', source: src('http://www.jnmeditour.or.kr/?doc=eng/content.php&co_id=eng20403020') },
    lines: [
      {
        id: 'kr-109', name: '자살예방 상담전화 109', kind: 'crisis',
        phone: { display: '109', dial: '109' }, hours: 'always', languages: ['ko'],
        source: src('https://go.seoul.co.kr/news/prnewsView.php?id=410211&page=6&section=b_sec_1'),
      },
      {
        id: 'kr-1366', name: '여성긴급전화 1366', kind: 'abuse',
        phone: { display: '1366', dial: '1366' }, hours: 'always', languages: ['ko'],
        source: src('http://newsfreezone.dkbsoft.com/news/view.php?idx=6950'),
      },
    ],
  },
  {
    country: 'JP',
    emergency: { number: '119', source: src('https://90days-kyoto.com/life/emergency-and-disaster/') },
    lines: [
      {
        id: 'jp-yorisoi', name: 'よりそいホットライン', kind: 'crisis',
        phone: { display: '0120-279-338', dial: '+81120279338' }, hours: 'always', languages: ['ja'],
        source: src('https://kotobank.jp/word/%E3%82%88%E3%82%8A%E3%81%9D%E3%81%84%E3%81%BB%E3%81%A4%E3%81%A8%E3%82%89%E3%81%84%E3%82%93-3193813'),
      },
      {
        id: 'jp-yorisoi-dv', name: 'よりそいホットライン（DV・性暴力の専門ライン）', kind: 'abuse',
        phone: { display: '0120-279-889', dial: '+81120279889' }, hours: 'varies', languages: ['ja'],
        source: src('https://tascalne.com/?p=1098'),
      },
    ],
  },
  {
    country: 'IN',
    emergency: { number: '112', source: src('https://visitnilgiris.org/en/rights/women-child-safety') },
    lines: [
      {
        id: 'in-tele-manas', name: 'Tele-MANAS', kind: 'crisis',
        phone: { display: '14416', dial: '14416' }, hours: 'always', languages: ['hi', 'en'],
        source: src('https://www.livemint.com/news/india/govts-mental-health-helpline-tele-manas-receives-over-2-lakh-calls-since-launch-11690014660473.html'),
      },
      {
        id: 'in-181', name: 'Women Helpline 181', kind: 'abuse',
        phone: { display: '181', dial: '181' }, hours: 'always', languages: ['hi', 'en'],
        source: src('https://www.newindianexpress.com/nation/2020/apr/18/lockdown-over-50-helplines-set-up-across-india-to-help-women-facing-domestic-violence-2132024.html'),
      },
    ],
  },
  {
    country: 'RU',
    emergency: { number: '112', source: src('https://sergiev.ru/news/o-poryadke-vyzova-ekstrennykh-operativnykh-sluzhb') },
    lines: [
      {
        id: 'ru-8800-2000-122', name: 'Детский телефон доверия (единый общероссийский)', kind: 'crisis',
        phone: { display: '8-800-2000-122', dial: '+78002000122' }, hours: 'varies', languages: ['ru'],
        source: src('http://admshapsha.ru/about/news/novosti/esli-nado-pomoshch-ryadom-'),
      },
      {
        id: 'ru-women', name: 'Всероссийский телефон доверия для женщин, пострадавших от насилия', kind: 'abuse',
        phone: { display: '8-800-7000-600', dial: '+78007000600' }, hours: 'always', languages: ['ru'],
        source: src('https://newsvo.ru/news/146115'),
      },
    ],
  },
];

/** When no line of the visitor's country or language fits: a directory of helplines worldwide. */
export const INTERNATIONAL_DIRECTORY = {
  name: 'Find A Helpline',
  url: 'https://findahelpline.com',
  source: src('https://findahelpline.com/AU'),
} as const;

/** The countries where each interface language is mostly spoken, most populous first. */
export const LANGUAGE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  en: ['US', 'IN', 'GB', 'CA', 'AU', 'NZ', 'IE'],
  'pt-BR': ['BR', 'PT'],
  es: ['MX', 'CO', 'ES', 'AR', 'PE', 'CL', 'EC', 'HN', 'CU', 'PY', 'PA', 'UY', 'PR'],
  fr: ['FR', 'CA', 'BE', 'CH'],
  'zh-CN': ['CN', 'TW', 'HK'],
  ko: ['KR'],
  ja: ['JP'],
  hi: ['IN'],
  ru: ['RU'],
};

/** Short codes are dialled as they are in their country; everything else is E.164. */
const E164 = /^\+[1-9]\d{7,14}$/;
const SHORT_CODE = /^\*?\d{3,6}$/;

export function isDialable(number: string): boolean {
  return E164.test(number) || SHORT_CODE.test(number);
}

export function telHref(dial: string): string {
  return `tel:${dial}`;
}

export function smsHref(sms: { to: string; body?: string }): string {
  return `sms:${sms.to}${sms.body ? `?body=${encodeURIComponent(sms.body)}` : ''}`;
}

const BY_COUNTRY = new Map(COUNTRY_LINES.map((c) => [c.country, c]));

export function linesOf(country: string): CountryLines | undefined {
  return BY_COUNTRY.get(country.toUpperCase());
}

/**
 * The visitor's own country first (when we have lines for it), then the countries where their
 * language is mostly spoken, each once.
 */
export function crisisLinesFor(country: string | null, language: string): CountryLines[] {
  const order = [country?.toUpperCase(), ...(LANGUAGE_COUNTRIES[language] ?? LANGUAGE_COUNTRIES.en)];
  const seen = new Set<string>();
  const out: CountryLines[] = [];
  for (const code of order) {
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const lines = BY_COUNTRY.get(code);
    if (lines) out.push(lines);
  }
  return out;
}

/** One line as the API and the crisis widget present it: ready-made `tel:`/`sms:` links. */
export interface CrisisLineView {
  id: string;
  name: string;
  kind: LineKind;
  call: { display: string; href: string } | null;
  text: { display: string; href: string; body: string | null } | null;
  chatUrl: string | null;
  hours: LineHours;
  languages: string[];
  option: string | null;
  source: Source;
}

export interface CrisisAnswer {
  countryCode: string | null;
  countries: Array<{ countryCode: string; emergency: { display: string; href: string } | null; lines: CrisisLineView[] }>;
  international: { name: string; url: string };
}

function view(line: CrisisLine): CrisisLineView {
  return {
    id: line.id,
    name: line.name,
    kind: line.kind,
    call: line.phone ? { display: line.phone.display, href: telHref(line.phone.dial) } : null,
    text: line.sms ? { display: line.sms.display, href: smsHref(line.sms), body: line.sms.body ?? null } : null,
    chatUrl: line.chatUrl ?? null,
    hours: line.hours,
    languages: line.languages,
    option: line.option ?? null,
    source: line.source,
  };
}

/**
 * The answer of `GET /api/crisis-lines` (the server's) and the widget's offline fallback (the
 * browser's, before the server has answered or when it cannot be reached).
 */
export function crisisAnswer(countryCode: string | null, language: string): CrisisAnswer {
  return {
    countryCode,
    countries: crisisLinesFor(countryCode, language).map((c) => ({
      countryCode: c.country,
      emergency: c.emergency ? { display: c.emergency.number, href: telHref(c.emergency.number) } : null,
      lines: c.lines.map(view),
    })),
    international: { name: INTERNATIONAL_DIRECTORY.name, url: INTERNATIONAL_DIRECTORY.url },
  };
}
