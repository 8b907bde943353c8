/**
 * Crisis lines per country (ISO 3166-1 alpha-2). Every entry cites the page its number was
 * read from and the day it was looked up; nothing here is from memory. A country is listed only
 * when a source for it was found. `dial` is what goes into a `tel:` link: E.164 (`+` and the
 * country's ITU calling code) for ordinary numbers, or the national short code as dialled in
 * that country (`988`, `*4141`). Names are the services' own names and are not translated.
 */
import { regionName } from '@flow/i18n/intl';
import { COUNTRY_NAMES } from './country-names';

export type LineKind = 'crisis' | 'abuse';
export type LineHours = 'always' | 'varies';

/**
 * Who published the page a number was read from.
 * - `official`: the service's operator, or a public authority (a government, ministry,
 *   health service, municipality or other public body) on its own site.
 * - `secondary`: a news, reference or third-party page, including reprints of an official
 *   release and state-owned news outlets. Kept only where no official page was found, because
 *   a working line matters more to a person in crisis than a tidy source; every secondary
 *   source is listed by name in the tests, so a new one cannot slip in unnoticed.
 */
export type SourceKind = 'official' | 'secondary';

export interface Source {
  url: string;
  /** The day the page was read (YYYY-MM-DD). */
  retrieved: string;
  kind: SourceKind;
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

/** The first lookup; entries not re-read since keep this date. */
const FIRST_LOOKUP = '2026-11-22';
/** The review that re-sourced entries from official pages and added the rest of Latin America. */
const REVIEW = '2026-11-23';

const official = (url: string, retrieved: string = REVIEW): Source => ({ url, retrieved, kind: 'official' });
const secondary = (url: string, retrieved: string = REVIEW): Source => ({ url, retrieved, kind: 'secondary' });

export const COUNTRY_LINES: readonly CountryLines[] = [
  {
    country: 'GB',
    emergency: { number: '999', source: official('https://www.swast.nhs.uk/when-to-call-999') },
    lines: [
      {
        id: 'gb-samaritans', name: 'Samaritans', kind: 'crisis',
        phone: { display: '116 123', dial: '116123' }, hours: 'always', languages: ['en'],
        source: official('https://www.samaritans.org/how-we-can-help/contact-samaritan/', FIRST_LOOKUP),
      },
      {
        id: 'gb-shout', name: 'Shout', kind: 'crisis',
        sms: { display: '85258', to: '85258', body: 'SHOUT' }, hours: 'always', languages: ['en'],
        source: official('https://www.giveusashout.org/faqs/', FIRST_LOOKUP),
      },
      {
        id: 'gb-domestic-abuse', name: 'National Domestic Abuse Helpline (Refuge)', kind: 'abuse',
        phone: { display: '0808 2000 247', dial: '+448082000247' }, hours: 'always', languages: ['en'],
        source: official('https://www.refuge.org.uk/category/news/'),
      },
    ],
  },
  {
    country: 'IE',
    emergency: { number: '112', source: official('https://www2.hse.ie/emergencies/when-to-call-112-or-999/', FIRST_LOOKUP) },
    lines: [
      {
        id: 'ie-samaritans', name: 'Samaritans Ireland', kind: 'crisis',
        phone: { display: '116 123', dial: '116123' }, hours: 'always', languages: ['en'],
        source: official('https://samaritans.org/samaritans-ireland/about/strategic-delivery-plan/about-samaritans-in-ireland'),
      },
      {
        id: 'ie-womens-aid', name: 'Women\'s Aid 24hr National Freephone Helpline', kind: 'abuse',
        phone: { display: '1800 341 900', dial: '+3531800341900' }, hours: 'always', languages: ['en'],
        source: official('https://www.womensaid.ie/about/newsevents/news/2016/09/05/media-release-41-calls-a-day-to-womens-aid-in-2016/', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'US',
    emergency: { number: '911', source: official('https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline') },
    lines: [
      {
        id: 'us-988', name: '988 Suicide & Crisis Lifeline', kind: 'crisis',
        phone: { display: '988', dial: '988' }, sms: { display: '988', to: '988' }, chatUrl: 'https://988lifeline.org',
        hours: 'always', languages: ['en', 'es'],
        source: official('https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline'),
      },
      {
        id: 'us-ndvh', name: 'National Domestic Violence Hotline', kind: 'abuse',
        phone: { display: '1-800-799-7233', dial: '+18007997233' }, sms: { display: '88788', to: '88788', body: 'START' },
        chatUrl: 'https://www.thehotline.org', hours: 'always', languages: ['en'],
        source: official('https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'CA',
    lines: [
      {
        id: 'ca-988', name: '9-8-8: Suicide Crisis Helpline', kind: 'crisis',
        phone: { display: '9-8-8', dial: '988' }, sms: { display: '9-8-8', to: '988' }, hours: 'always', languages: ['en', 'fr'],
        // The Government of Canada's release, but as carried by a wire service.
        source: secondary('https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'AU',
    emergency: { number: '000', source: official('https://cfs.sa.gov.au/warnings-and-incidents/call-triple-zero-in-an-emergency/') },
    lines: [
      {
        id: 'au-lifeline', name: 'Lifeline', kind: 'crisis',
        phone: { display: '13 11 14', dial: '131114' }, sms: { display: '0477 13 11 14', to: '+61477131114' },
        hours: 'always', languages: ['en'],
        source: secondary('https://lifeinmind.org.au/news/lifelines-crisis-text-service-now-available-24-7'),
      },
      {
        id: 'au-1800respect', name: '1800RESPECT', kind: 'abuse',
        phone: { display: '1800 737 732', dial: '+611800737732' }, hours: 'always', languages: ['en'],
        source: official('https://www.surfcoast.vic.gov.au/My_Community/Domestic_violence', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'NZ',
    emergency: { number: '111', source: official('https://www.govt.nz/browse/crime-and-justice/crimes-and-emergencies/111-emergency-service/') },
    lines: [
      {
        id: 'nz-1737', name: '1737 Need to talk?', kind: 'crisis',
        phone: { display: '1737', dial: '1737' }, sms: { display: '1737', to: '1737' }, hours: 'always', languages: ['en'],
        source: official('https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy', FIRST_LOOKUP),
      },
      {
        id: 'nz-womens-refuge', name: 'Women\'s Refuge Crisisline', kind: 'abuse',
        phone: { display: '0800 733 843', dial: '+64800733843' }, hours: 'always', languages: ['en'],
        source: official('https://www.govt.nz/browse/law-crime-and-justice/abuse-harassment-domestic-violence/domestic-and-family-violence/', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'BR',
    emergency: { number: '192', source: official('https://www.gov.br/saude/pt-br/campanhas-da-saude/2025/samu-192', FIRST_LOOKUP) },
    lines: [
      {
        id: 'br-cvv', name: 'CVV – Centro de Valorização da Vida', kind: 'crisis',
        phone: { display: '188', dial: '188' }, hours: 'always', languages: ['pt'],
        source: secondary('https://www.em.com.br/nacional/2026/03/7366817-centro-de-valorizacao-da-vida-completa-64-anos-e-celebra-a-escuta.html', FIRST_LOOKUP),
      },
      {
        id: 'br-180', name: 'Ligue 180 – Central de Atendimento à Mulher', kind: 'abuse',
        phone: { display: '180', dial: '180' }, hours: 'always', languages: ['pt'],
        source: official('http://www2.hortolandia.sp.gov.br/noticias/item/22410-agora-e-possivel-denunciar-via-whatsapp-casos-de-violencia-contra-a-mulher'),
      },
    ],
  },
  {
    country: 'PT',
    emergency: { number: '112', source: secondary('https://24noticias.sapo.pt/atualidade/artigos/1411-linha-nacional-de-prevencao-do-suicidio-arranca-com-atendimento-24-horas') },
    lines: [
      {
        id: 'pt-sns24', name: 'SNS 24 – Aconselhamento Psicológico', kind: 'crisis',
        phone: { display: '808 24 24 24', dial: '+351808242424' }, option: '4', hours: 'always', languages: ['pt', 'en'],
        source: official('https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/', FIRST_LOOKUP),
      },
      {
        id: 'pt-1411', name: 'Linha Nacional de Prevenção do Suicídio 1411', kind: 'crisis',
        phone: { display: '1411', dial: '1411' }, hours: 'always', languages: ['pt'],
        source: secondary('https://24noticias.sapo.pt/atualidade/artigos/1411-linha-nacional-de-prevencao-do-suicidio-arranca-com-atendimento-24-horas'),
      },
      {
        id: 'pt-sivvd', name: 'Serviço de Informação às Vítimas de Violência Doméstica', kind: 'abuse',
        phone: { display: '800 202 148', dial: '+351800202148' }, hours: 'always', languages: ['pt'],
        source: official('https://www.cig.gov.pt/servicos/servico-de-informacao-as-vitimas-de-violencia-domestica/', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'ES',
    emergency: { number: '112', source: secondary('https://www.elperiodicoextremadura.com/noticias/extremadura/extremadura-realizan-tres-llamadas-dia-telefono-016_1194873.html') },
    lines: [
      {
        id: 'es-024', name: '024 – Línea de atención a la conducta suicida', kind: 'crisis',
        phone: { display: '024', dial: '024' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml'),
      },
      {
        id: 'es-016', name: '016 – Violencia contra las mujeres', kind: 'abuse',
        phone: { display: '016', dial: '016' }, hours: 'always', languages: ['es'],
        source: secondary('https://elmirondesoria.es/nacional/politica/el-servicio-016-recibe-59-317-consultas-de-enero-a-junio'),
      },
    ],
  },
  {
    country: 'MX',
    emergency: { number: '911', source: official('https://www.gob.mx/segob/prensa/conferencia-de-prensa-del-secretario-ejecutivo-del-sistema-nacional-de-seguridad-publica-alvaro-vizcaino-zamora') },
    lines: [
      {
        id: 'mx-linea-vida', name: 'Línea de la Vida', kind: 'crisis',
        phone: { display: '800 911 2000', dial: '+528009112000' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.cronica.com.mx/nacional/2025/09/19/jornada-para-la-prevencion-del-suicidio/'),
      },
      {
        id: 'mx-linea-mujeres', name: 'Línea de las Mujeres 079 – Secretaría de las Mujeres', kind: 'abuse',
        phone: { display: '079', dial: '079' }, option: '1', hours: 'always', languages: ['es'],
        source: secondary('https://www.jornada.com.mx/2025/11/05/sociedad/039n2soc?partner=rss'),
      },
    ],
  },
  {
    country: 'AR',
    lines: [
      {
        id: 'ar-msal', name: 'Línea de Salud Mental – Ministerio de Salud de la Nación', kind: 'crisis',
        phone: { display: '0800-999-0091', dial: '+548009990091' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.cba24n.com.ar/sociedad/se-habilito-linea-telefonica-nacional-y-gratuita-para-urgencias-de-salud-mental_a631b4db37e12b42cd076b8cf'),
      },
      {
        id: 'ar-135', name: 'Línea 135 (CABA y GBA) / (011) 5275-1135', kind: 'crisis',
        phone: { display: '(011) 5275-1135', dial: '+541152751135' }, hours: 'varies', languages: ['es'],
        source: secondary('https://lapostacomodorense.com.ar/2025/09/03/septiembre-mes-de-la-prevencion-del-suicidio-la-importancia-de-escuchar-acompanar-y-abrazar/', FIRST_LOOKUP),
      },
      {
        id: 'ar-144', name: 'Línea 144 – Violencia de género', kind: 'abuse',
        phone: { display: '144', dial: '144' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.telam.com.ar/notas/202309/640470-linea-144-violencia-de-genero.html', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'CO',
    // Bogotá's own page on the Número Único de Seguridad y Emergencias (NUSE 123).
    emergency: { number: '123', source: official('https://bogota.gov.co/mi-ciudad/emergencias/llamadas-inoficiosas-la-linea-123-le-cuestan-al-distrito-alrededor-d') },
    lines: [
      {
        id: 'co-106', name: 'Línea 106 “El poder de ser escuchado” (Bogotá)', kind: 'crisis',
        phone: { display: '106', dial: '106' }, chatUrl: 'https://wa.me/573007548933',
        hours: 'always', languages: ['es'],
        source: official('http://www.bogota.gov.co/servicios/guia-de-tramites-y-servicios/linea-106', FIRST_LOOKUP),
      },
      {
        id: 'co-155', name: 'Línea 155 – Orientación a mujeres víctimas de violencia', kind: 'abuse',
        phone: { display: '155', dial: '155' }, hours: 'always', languages: ['es'],
        source: official('http://wp.presidencia.gov.co/Noticias/2014/Noviembre/Paginas/20141124_01-Llamadas-que-salvan-vidas.aspx'),
      },
    ],
  },
  {
    country: 'CL',
    emergency: { number: '131', source: secondary('https://www.musicaynoticias.cl/region-del-maule/provincia-talca/talca/samu-maule-llama-a-un-uso-responsable-del-131-en-fiestas-patrias', FIRST_LOOKUP) },
    lines: [
      {
        id: 'cl-4141', name: 'Línea de Prevención del Suicidio *4141', kind: 'crisis',
        phone: { display: '*4141', dial: '*4141' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.latercera.com/nacional/noticia/fono-4141-de-prevencion-del-suicidio-mas-de-227000-llamadas-atendidas-en-tres-anos/'),
      },
      {
        id: 'cl-1455', name: 'Fono Orientación 1455 (SernamEG)', kind: 'abuse',
        phone: { display: '1455', dial: '1455' }, hours: 'varies', languages: ['es'],
        source: official('https://minmujeryeg.gob.cl/?page_id=4023', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'PE',
    // Radio Nacional is the state broadcaster: a news page, not the emergency service's own.
    emergency: { number: '106', source: secondary('https://radionacional.gob.pe/noticias/locales/bomberos-controlan-incendio-en-la-escuela-de-suboficiales-de-puente-piedra', FIRST_LOOKUP) },
    lines: [
      {
        id: 'pe-113', name: 'Línea 113 – Salud mental (Minsa)', kind: 'crisis',
        phone: { display: '113', dial: '113' }, option: '5', hours: 'always', languages: ['es'],
        source: secondary('https://www.infobae.com/peru/2024/12/29/linea-113-recibio-mas-de-135-mil-llamadas-de-apoyo-en-salud-mental-en-2024'),
      },
      {
        id: 'pe-100', name: 'Línea 100 – Ministerio de la Mujer y Poblaciones Vulnerables', kind: 'abuse',
        phone: { display: '100', dial: '100' }, hours: 'always', languages: ['es'],
        // The Regional Government of Ica's violence observatory, quoting the Ministry's list of services that answer 24 hours a day.
        source: official('http://observatorioviolencia.regionica.gob.pe/index.php/datos/repositorio?start=1'),
      },
    ],
  },
  {
    country: 'VE',
    // VEN 9-1-1, the Ministry of the Interior's emergency service, on the 2019 change from 171 to 9-1-1.
    emergency: { number: '911', source: official('https://ven911.gob.ve/?p=426') },
    lines: [
      {
        id: 've-fpv', name: 'Federación de Psicólogos de Venezuela – línea de atención (0412-4163116 / 0412-4163118)', kind: 'crisis',
        phone: { display: '0412-4163116', dial: '+584124163116' }, hours: 'varies', languages: ['es'],
        source: secondary('https://smokingfm.com/article/las-ong-el-tachira-y-la-prevencion-del-suicidionn'),
      },
    ],
  },
  {
    country: 'EC',
    lines: [
      {
        id: 'ec-171', name: 'Línea 171 – Ministerio de Salud Pública', kind: 'crisis',
        phone: { display: '171', dial: '171' }, option: '6', hours: 'always', languages: ['es'],
        source: secondary('https://www.expreso.ec/buenavida/el-pacto-nacional-por-la-salud-mental-5-servicios-gratuitos-en-ecuador-274020.html'),
      },
    ],
  },
  {
    country: 'CU',
    lines: [
      {
        id: 'cu-103', name: 'Línea 103 – Línea Confidencial (MINSAP)', kind: 'crisis',
        phone: { display: '103', dial: '103' }, hours: 'varies', languages: ['es'],
        source: secondary('https://www.cadenagramonte.cu/?p=33205', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'DO',
    emergency: { number: '911', source: official('https://911.gob.do/6-anos-del-sistema-9-1-1-un-aliado-de-todos-los-dominicanos-que-llego-para-quedarse') },
    lines: [
      {
        id: 'do-cuida-tu-salud-mental', name: '#CuidatuSaludMental – Ministerio de Salud Pública', kind: 'crisis',
        phone: { display: '(809) 200-1400', dial: '+18092001400' }, hours: 'varies', languages: ['es'],
        source: secondary('https://diariodigital.com.do/2024/09/06/suicidio-entra-en-el-radar-obligatorio-del-ministerio-de-salud.html'),
      },
      {
        id: 'do-linea-vida', name: 'Línea Vida *211 (antes 809-200-1202)', kind: 'abuse',
        phone: { display: '*211', dial: '*211' }, hours: 'always', languages: ['es'],
        source: secondary('https://hoy.com.do/vivir/marca-211-numero-salvarte-victima-violencia_1062209.html'),
      },
      {
        id: 'do-linea-mujer', name: 'Línea de emergencia *212 – Ministerio de la Mujer', kind: 'abuse',
        phone: { display: '*212', dial: '*212' }, hours: 'varies', languages: ['es'],
        source: secondary('https://hoy.com.do/vivir/marca-211-numero-salvarte-victima-violencia_1062209.html'),
      },
    ],
  },
  {
    country: 'HN',
    lines: [
      {
        id: 'hn-150', name: 'Teléfono de la Esperanza (AHOTES)', kind: 'crisis',
        phone: { display: '150', dial: '150' }, hours: 'varies', languages: ['es'],
        source: secondary('https://tiempo.hn/telefono-de-la-esperanza-una-mano-amiga/', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'PY',
    lines: [
      {
        id: 'py-155', name: '155 Te Escucha – Ministerio de Salud Pública y Bienestar Social', kind: 'crisis',
        phone: { display: '155', dial: '155' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.abc.com.py/nacionales/2025/08/24/salud-mental-en-alerta-roja-mas-de-840-llamadas-al-155-en-un-mes/'),
      },
    ],
  },
  {
    country: 'SV',
    // The National Civil Police's Sistema 911, as reported from police figures; no police page was found.
    emergency: { number: '911', source: secondary('https://croniosv.com/nacionales/reportan-mas-de-1-6-millones-de-llamadas-de-mal-uso-al-numero-de-emergencias-911') },
    lines: [
      {
        id: 'sv-isss-te-escucho', name: 'Te Escucho – Instituto Salvadoreño del Seguro Social (ISSS)', kind: 'crisis',
        phone: { display: '7071-1302', dial: '+50370711302' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.noticiaslagaceta.com/el-isss-mantiene-habilitado-servicio-gratuito-de-atencion-psicologica-y-psiquiatrica-24-7/'),
      },
    ],
  },
  {
    country: 'CR',
    emergency: { number: '911', source: official('https://pani.go.cr/llamadas-al-9-1-1-por-violencia-intrafamiliar-se-mantienen-estables/') },
    lines: [
      {
        id: 'cr-aqui-estoy', name: 'Línea Aquí Estoy – Colegio de Profesionales en Psicología', kind: 'crisis',
        phone: { display: '2272-3774', dial: '+50622723774' }, hours: 'varies', languages: ['es'],
        source: secondary('https://delfino.cr/2022/11/ministerio-de-salud-cierra-despacho-de-apoyo-psicologico-para-personas-con-ideacion-suicida'),
      },
    ],
  },
  {
    country: 'PA',
    lines: [
      {
        id: 'pa-147', name: 'Línea 147 – Ministerio de Desarrollo Social (MIDES)', kind: 'crisis',
        phone: { display: '147', dial: '147' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.telemetro.com/nacionales/necesitas-ayuda-linea-147-del-mides-no-estas-solo-n6053730'),
      },
    ],
  },
  {
    country: 'UY',
    lines: [
      {
        id: 'uy-linea-vida', name: 'Línea Vida (ASSE) – 0800 0767 desde teléfono fijo', kind: 'crisis',
        phone: { display: '*0767', dial: '*0767' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.subrayado.com.uy/cada-tres-dias-un-adolescente-se-suicida-uruguay-n648093'),
      },
    ],
  },
  {
    country: 'PR',
    lines: [
      {
        id: 'pr-988', name: '988 – Línea PAS de ASSMCA', kind: 'crisis',
        phone: { display: '988', dial: '988' }, hours: 'always', languages: ['es', 'en'],
        source: secondary('https://wiac740.com/index.php/2022/07/12/assmca-anuncia-nueva-linea-telefonica-para-que-ciudadanos-reciban-servicios-de-emergencias-en-salud-mental', FIRST_LOOKUP),
      },
      {
        id: 'pr-pas', name: 'Línea PAS (Primera Ayuda Sicosocial) – ASSMCA', kind: 'crisis',
        phone: { display: '1-800-981-0023', dial: '+18009810023' }, hours: 'always', languages: ['es'],
        source: secondary('https://www.primerahora.com/noticias/puerto-rico/notas/903000-llamadas-de-auxilio-emocional/', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'FR',
    emergency: { number: '112', source: official('https://www.sdis04.fr/quels-numeros-composer-18-112-15-ou-17/') },
    lines: [
      {
        id: 'fr-3114', name: '3114 – Numéro national de prévention du suicide', kind: 'crisis',
        phone: { display: '3114', dial: '3114' }, hours: 'always', languages: ['fr'],
        source: official('https://www.service-public.fr/particuliers/actualites/A15206', FIRST_LOOKUP),
      },
      {
        id: 'fr-3919', name: '3919 – Violences Femmes Info', kind: 'abuse',
        phone: { display: '3919', dial: '3919' }, hours: 'always', languages: ['fr'],
        source: official('https://solidaritefemmes.org/appeler-le-3919/', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'BE',
    emergency: { number: '112', source: official('http://europa.eu/youreurope/citizens/travel/safety/emergency/index_pt.htm', FIRST_LOOKUP) },
    lines: [
      {
        id: 'be-cps', name: 'Centre de Prévention du Suicide', kind: 'crisis',
        phone: { display: '0800 32 123', dial: '+3280032123' }, hours: 'always', languages: ['fr'],
        source: official('https://www.preventionsuicide.be/fr/je-veux-vous-conna%C3%AEtre/notre-mission.html', FIRST_LOOKUP),
      },
      {
        id: 'be-evc', name: 'Écoute Violences Conjugales', kind: 'abuse',
        phone: { display: '0800 30 030', dial: '+3280030030' }, hours: 'always', languages: ['fr'],
        source: official('https://www.ecouteviolencesconjugales.be/qui-sommes-nous/presentation/', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'CH',
    emergency: { number: '112', source: official('https://ch.ch/en/road-accident-what-should-i-do') },
    lines: [
      {
        id: 'ch-143', name: 'La Main Tendue / Die Dargebotene Hand (143.ch)', kind: 'crisis',
        phone: { display: '143', dial: '143' }, chatUrl: 'https://www.143.ch', hours: 'always', languages: ['fr'],
        source: official('https://www.143.ch/fr/category/news/'),
      },
    ],
  },
  {
    country: 'CN',
    emergency: { number: '110', source: secondary('http://jxjw.net/p/188393', FIRST_LOOKUP) },
    lines: [
      {
        id: 'cn-12356', name: '12356 全国统一心理援助热线', kind: 'crisis',
        phone: { display: '12356', dial: '12356' }, hours: 'varies', languages: ['zh'],
        // A city operator of the national number (Kaifeng No. 5 People's Hospital); hours differ by city.
        source: official('http://kfwuyuan.com/nd.jsp?id=422'),
      },
      {
        id: 'cn-12338', name: '12338 妇女维权公益服务热线', kind: 'abuse',
        phone: { display: '12338', dial: '12338' }, hours: 'varies', languages: ['zh'],
        // Guangdong Women's Federation, part of the federation that runs 12338.
        source: official('http://www.gdwomen.org.cn/yw/content/post_295443.html'),
      },
    ],
  },
  {
    country: 'TW',
    emergency: { number: '119', source: official('https://www.nfa.gov.tw/kid/index.php?code=list&ids=657', FIRST_LOOKUP) },
    lines: [
      {
        id: 'tw-1925', name: '1925 安心專線', kind: 'crisis',
        phone: { display: '1925', dial: '1925' }, hours: 'always', languages: ['zh'],
        source: secondary('https://udn.com/news/story/7266/9329707'),
      },
      {
        id: 'tw-113', name: '113 保護專線', kind: 'abuse',
        phone: { display: '113', dial: '113' }, hours: 'always', languages: ['zh'],
        source: secondary('https://udn.com/news/story/7266/9329707'),
      },
    ],
  },
  {
    country: 'HK',
    emergency: { number: '999', source: secondary('https://csrp.hku.hk/getting-help/') },
    lines: [
      {
        id: 'hk-samaritans', name: 'The Samaritans 撒瑪利亞會', kind: 'crisis',
        phone: { display: '2896 0000', dial: '+85228960000' }, hours: 'always', languages: ['en', 'yue', 'zh'],
        source: secondary('https://csrp.hku.hk/getting-help/'),
      },
      {
        id: 'hk-sbhk', name: 'The Samaritan Befrienders Hong Kong 香港撒瑪利亞防止自殺會', kind: 'crisis',
        phone: { display: '2389 2222', dial: '+85223892222' }, hours: 'always', languages: ['yue', 'en'],
        source: secondary('https://csrp.hku.hk/getting-help/'),
      },
      {
        id: 'hk-swd', name: '社會福利署熱線 Social Welfare Department Hotline', kind: 'abuse',
        phone: { display: '2343 2255', dial: '+85223432255' }, hours: 'always', languages: ['yue'],
        source: official('https://www.info.gov.hk/gia/general/202212/14/P2022121400170.htm'),
      },
    ],
  },
  {
    country: 'KR',
    emergency: { number: '119', source: secondary('http://www.jnmeditour.or.kr/?doc=eng/content.php&co_id=eng20403020', FIRST_LOOKUP) },
    lines: [
      {
        id: 'kr-109', name: '자살예방 상담전화 109', kind: 'crisis',
        phone: { display: '109', dial: '109' }, hours: 'always', languages: ['ko'],
        source: official('https://new.suncheon.go.kr/kr/news/0006/0001/?mode=view&seq=64927'),
      },
      {
        id: 'kr-1366', name: '여성긴급전화 1366', kind: 'abuse',
        phone: { display: '1366', dial: '1366' }, hours: 'always', languages: ['ko'],
        source: secondary('https://www.asiatoday.co.kr/view.php?key=20230924010014409'),
      },
    ],
  },
  {
    country: 'JP',
    emergency: { number: '119', source: official('https://www.city.goshogawara.lg.jp/GFD/juumin/119/about119.html') },
    lines: [
      {
        id: 'jp-yorisoi', name: 'よりそいホットライン', kind: 'crisis',
        phone: { display: '0120-279-338', dial: '+81120279338' }, hours: 'always', languages: ['ja'],
        source: secondary('https://mykoho.jp/article/202037/8399147/8482900'),
      },
      {
        id: 'jp-inochi', name: 'いのちの電話（日本いのちの電話連盟）', kind: 'crisis',
        phone: { display: '0120-783-556', dial: '+81120783556' }, hours: 'varies', languages: ['ja'],
        source: official('https://www.city.akiruno.tokyo.jp/0000015267.html'),
      },
      {
        id: 'jp-dv-soudan-plus', name: 'DV相談＋（プラス）（内閣府）', kind: 'abuse',
        phone: { display: '0120-279-889', dial: '+81120279889' }, hours: 'always', languages: ['ja'],
        source: official('https://www.city.gojo.lg.jp/soshiki/jinken/1/9290.html'),
      },
    ],
  },
  {
    country: 'IN',
    emergency: { number: '112', source: official('https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system') },
    lines: [
      {
        id: 'in-tele-manas', name: 'Tele-MANAS', kind: 'crisis',
        phone: { display: '14416', dial: '14416' }, hours: 'always', languages: ['hi', 'en'],
        source: secondary('https://theshillongtimes.com/2025/02/07/tele-manas-mental-health-helpline-handles-over-18-1-lakh-calls-centre/'),
      },
      {
        id: 'in-181', name: 'Women Helpline 181', kind: 'abuse',
        phone: { display: '181', dial: '181' }, hours: 'always', languages: ['hi', 'en'],
        source: secondary('https://www.newindianexpress.com/nation/2020/apr/18/lockdown-over-50-helplines-set-up-across-india-to-help-women-facing-domestic-violence-2132024.html', FIRST_LOOKUP),
      },
    ],
  },
  {
    country: 'RU',
    emergency: { number: '112', source: secondary('https://sergiev.ru/news/o-poryadke-vyzova-ekstrennykh-operativnykh-sluzhb', FIRST_LOOKUP) },
    lines: [
      {
        id: 'ru-8800-2000-122', name: 'Детский телефон доверия (единый общероссийский)', kind: 'crisis',
        phone: { display: '8-800-2000-122', dial: '+78002000122' }, hours: 'varies', languages: ['ru'],
        // A rural settlement administration's page.
        source: official('http://admshapsha.ru/about/news/novosti/esli-nado-pomoshch-ryadom-'),
      },
      {
        id: 'ru-women', name: 'Всероссийский телефон доверия для женщин, пострадавших от насилия', kind: 'abuse',
        phone: { display: '8-800-7000-600', dial: '+78007000600' }, hours: 'always', languages: ['ru'],
        source: secondary('https://newsvo.ru/news/146115', FIRST_LOOKUP),
      },
    ],
  },
];

/** When no line of the visitor's country or language fits: a directory of helplines worldwide. */
export const INTERNATIONAL_DIRECTORY = {
  name: 'Find A Helpline',
  url: 'https://findahelpline.com',
  source: official('https://findahelpline.com/AU', FIRST_LOOKUP),
} as const;

/** The countries where each interface language is mostly spoken, most populous first. */
export const LANGUAGE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  en: ['US', 'IN', 'GB', 'CA', 'AU', 'NZ', 'IE'],
  'pt-BR': ['BR', 'PT'],
  es: ['MX', 'CO', 'ES', 'AR', 'PE', 'VE', 'CL', 'EC', 'CU', 'DO', 'HN', 'PY', 'SV', 'CR', 'PA', 'UY', 'PR'],
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
  countries: Array<{ countryCode: string; name: string; emergency: { display: string; href: string } | null; lines: CrisisLineView[] }>;
  international: { name: string; url: string };
}

/**
 * The country's name in the reader's language: from the generated table (country-names.ts) for
 * every country with lines, so neither the server's answer nor the browser's offline fallback
 * has to load Intl's region data (in a browser, one long task on a slow phone; issue 17).
 */
export function countryName(code: string, language: string): string {
  return COUNTRY_NAMES[language]?.[code] ?? regionName(code, language);
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
      name: countryName(c.country, language),
      emergency: c.emergency ? { display: c.emergency.number, href: telHref(c.emergency.number) } : null,
      lines: c.lines.map(view),
    })),
    international: { name: INTERNATIONAL_DIRECTORY.name, url: INTERNATIONAL_DIRECTORY.url },
  };
}
