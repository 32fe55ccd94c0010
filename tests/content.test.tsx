// The spec's acceptance check (../shared/spec/site-spec.md): its counts and anchors, on a frozen copy of site.yaml as
// the spec was delivered (tests/fixtures/spec-site.yaml, with the pictures in public/), rendered as visitors get it.
// The real site.yaml changes as editors add logos, vacancies and pages; its structure is checked by the build, the
// checker and the browser tests, never by today's counts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../src/contract/loadSite.ts';
import { ROOT } from './support/fixture.ts';
import { renderRoute } from './support/render.tsx';

const { resolved, problems } = loadSiteFile(
  path.join(ROOT, 'tests/fixtures/spec-site.yaml'),
  path.join(ROOT, 'public'),
);
if (!resolved) throw new Error(`the frozen spec site must be valid: ${JSON.stringify(problems)}`);
const site = resolved;
const render = (path: string) => renderRoute(site, path);
const byKind = (kind: string) => site.pages.filter((p) => p.kind === kind).map((p) => p.path);

describe('home page', () => {
  const $ = render('/');
  it('links all eight services and the seven industries', () => {
    expect($('#Services .card').length).toBe(8);
    expect(
      $('#Services a')
        .map((_, a) => $(a).attr('href'))
        .get()
        .sort(),
    ).toEqual(byKind('service').sort());
    expect($('#Industries .card').length).toBe(7);
    expect(
      $('#Industries a')
        .map((_, a) => $(a).attr('href'))
        .get()
        .sort(),
    ).toEqual(byKind('industry').sort());
  });
  it('has six partner cards opening external sites safely in a new tab', () => {
    const links = $('#Partners .card a');
    expect($('#Partners .card').length).toBe(6);
    links.each((_, a) => {
      expect($(a).attr('href')).toMatch(/^https:\/\//);
      expect($(a).attr('target')).toBe('_blank');
      expect($(a).attr('rel')).toBe('noopener noreferrer');
    });
  });
  it('has the Connect button, two testimonials with See More Reviews, 15 client logos and the map', () => {
    expect($('a[href="/ContactPage"]').length).toBeGreaterThan(0);
    expect($('#Testimonials .testimonial').length).toBe(2);
    expect($('#Testimonials a[href="/ClientReviews"]').text()).toBe('See More Reviews');
    expect($('#Clients_Carousel .carousel-row li').length).toBe(15);
    expect($('#Map').length).toBe(1);
    expect($('#About').text()).toMatch(/2014/);
  });
});

describe('pages with counts fixed by the spec', () => {
  it('Our Clients: 13, 16, 11, 10 and 9 logos with names', () => {
    const $ = render('/OurClients');
    const groups = $('.logo-group')
      .map((_, g) => `${$(g).find('h3').contents().first().text().trim()}:${$(g).find('.logo-card').length}`)
      .get();
    expect(groups).toEqual([
      'Central & State Government:13',
      'Corporate Clients:16',
      'Zilla Parishad:11',
      'Municipal Corporation:10',
      'Maharashtra Police:9',
    ]);
    $('.logo-card').each((_, card) => {
      expect($(card).find('img').attr('alt')).toBe($(card).find('.logo-name').text());
    });
  });
  it('Client Reviews: seven testimonials', () => {
    expect(render('/ClientReviews')('.testimonial').length).toBe(7);
  });
  it('Blog: six cards, each with a Read more toggle and an Explore Blogs link in a new tab', () => {
    const $ = render('/Blog');
    expect($('#Blogs .card').length).toBe(6);
    expect($('#Blogs .toggle-button[aria-expanded="false"]').length).toBe(6);
    expect(
      $('#Blogs .card-link a[target="_blank"]')
        .map((_, a) => $(a).contents().first().text())
        .get(),
    ).toEqual(Array(6).fill('Explore Blogs'));
  });
  it('Careers: eight vacancies with 1+ years, freshers, a toggle and APPLY to the form on the page', () => {
    const $ = render('/CareerPage');
    const titles = $('#Vacancies .card-title')
      .map((_, t) => $(t).text())
      .get();
    expect(titles).toEqual([
      'ASP .NET Developer',
      'Full Stack React JS / Node JS',
      'Application Support Engineer',
      'Business Analyst',
      'Business Development Manager',
      'QC Engineer',
      'UI/UX Designer',
      'Digital Marketing Executive',
    ]);
    $('#Vacancies .card').each((_, card) => {
      expect($(card).find('.card-meta').text()).toMatch(/1\+.*freshers can apply/i);
      expect($(card).find('.toggle-button').length).toBe(1);
      expect($(card).find('a[href="#Apply_Now"]').length).toBe(1);
    });
    expect($('#Apply_Now form').length).toBe(1);
  });
  it('Culture & Events: eight occasions in order, 3 or 4 photos each, all with alt text', () => {
    const $ = render('/Events');
    const groups = $('.gallery-group')
      .map((_, g) => ({ name: $(g).find('h3').text(), photos: $(g).find('img').length }))
      .get();
    expect(groups.map((g) => g.name)).toEqual([
      "Women's Day",
      'Ganesh Chaturthi',
      'Friendship Day',
      'Diwali',
      'Foundation Day',
      'Independence Day',
      'Christmas',
      'Holi',
    ]);
    for (const g of groups) expect(g.photos).toBeGreaterThanOrEqual(3), expect(g.photos).toBeLessThanOrEqual(4);
    $('.gallery img').each((_, img) => {
      expect($(img).attr('alt')?.length).toBeGreaterThan(5);
    });
  });
  it('Culture: the six values', () => {
    const text = render('/Culture')('main').text().toLowerCase();
    for (const value of [
      'innovation',
      'customer-centric',
      'quality and excellence',
      'collaborative partnership',
      'continuous improvement',
      'positive and dynamic',
    ])
      expect(text).toContain(value);
  });
  it('Contact: Sales, Support and Admin desks, the map and the enquiry form', () => {
    const $ = render('/ContactPage');
    expect(
      $('#Contact_Desks .card-title')
        .map((_, t) => $(t).text())
        .get(),
    ).toEqual(['Sales', 'Support', 'Admin']);
    expect($('.map-frame').length).toBe(1);
    expect($('#Get_In_Touch form input[name="Phone"]').attr('maxlength')).toBe('10');
  });
  it('Terms and Privacy show the contact phone from site facts', () => {
    for (const path of ['/TermsConditions', '/PrivacyPolicy']) {
      expect(render(path)('main a[href^="tel:"]').length, path).toBeGreaterThan(0);
    }
    expect(render('/TermsConditions')('main').text()).toMatch(/30 March 2024/);
  });
});

describe('industry pages', () => {
  it.each(byKind('industry').map((p) => [p]))(
    '%s: intro, six key features and six cards (toggles except Agriculture)',
    (path) => {
      const $ = render(path);
      expect($('#Intro').length).toBe(1);
      expect($('#Key_Features .card').length).toBe(6);
      expect($('#Advantages .card').length).toBe(6);
      expect($('#Advantages .toggle-button').length).toBe(path === '/Agriculture' ? 0 : 6);
      expect($('.menu-link[aria-current]').length).toBe(0);
    },
  );
});

describe('service and product pages', () => {
  it('carry the section anchors the spec names', () => {
    const anchors: Record<string, string[]> = {
      '/WebsiteDevelopment': ['Website_Development', 'Website_Development_info'],
      '/MobileAppDevelopment': ['Mobile_App_Development'],
      '/GraphicDesign': ['Graphic_Design_content', 'Graphic_Design_info'],
      '/CustomizedSolution': ['Customized_Solution'],
      '/ProductMaintenance': ['Product_Maintenance'],
      '/Sopi': ['sopi', 'key', 'Brochure'],
      '/Mrms': ['MRMS', 'key'],
      '/Ams': ['AMS', 'key'],
      '/Lfms': ['LFMS', 'key'],
    };
    for (const [path, ids] of Object.entries(anchors)) {
      const $ = render(path);
      for (const id of ids) expect($(`[id="${id}"]`).length, `${path}#${id}`).toBe(1);
    }
  });
  it('every product route of the spec exists as a product page', () => {
    const spec = [
      '/Sopi',
      '/Mrms',
      '/Ams',
      '/Lfms',
      '/AmchiMulgi',
      '/Etapal',
      '/MedicineStockManageSystem',
      '/PublicGrievance',
      '/SmartLaborApplication',
      '/Sewerage',
      '/RoadWork',
      '/STP',
      '/Garden',
      '/WaterSupply',
      '/PTMS',
      '/ERP',
      '/AgricultureERP',
      '/GlobalKisanMarket',
      '/PoliceGazette',
      '/HealthCibil',
      '/HRMSystem',
      '/NursingHome',
      '/TreeRiskAssessmentSystem',
      '/VanPathSurakshak',
      '/RubberPlantationMonitoringSystem',
      '/AssetManagementSystem',
      '/Encroachment',
      '/GPF',
      '/GGCI',
      '/EmployeeGrievanceMonitoringSystem',
      '/TreeMonitoringSystem',
      '/WhatsAppChatbot',
      '/WhatsappManager',
    ];
    expect(byKind('product').sort()).toEqual([...spec].sort());
  });
  it('the grievance product states the four escalation levels in their fixed order', () => {
    const text = render('/PublicGrievance')('main').text().toLowerCase();
    expect(text).toMatch(
      /level 1 is the zone officer or assistant commissioner\. level 2 is the head of the department[^.]*\. level 3 is the additional commissioner\. level 4 is the commissioner\./,
    );
  });
  it('/Products: a tile per product, the medicine-stock tile to /Mrms, Marine Insurance to /, untargeted tiles as plain text', () => {
    const $ = render('/Products');
    const tile = (title: RegExp) => $('.tile').filter((_, t) => title.test($(t).find('.tile-title').text()));
    expect(
      tile(/Marine Insurance/)
        .find('a')
        .attr('href'),
    ).toBe('/');
    expect(
      tile(/Medicine Stock/)
        .find('a')
        .attr('href'),
    ).toBe('/Mrms');
    expect($('.tile.is-static').length).toBeGreaterThan(0);
    expect($('.tile.is-static a').length).toBe(0);
    expect($('.tile a').length).toBe(byKind('product').length + 1);
  });
  it('the WhatsApp pages show business information and policy links in new tabs; the chatbot has its chat button', () => {
    for (const path of ['/WhatsAppChatbot', '/WhatsappManager']) {
      const $ = render(path);
      expect($('#Business_Information a[href="/ContactPage"]').text(), path).toBe('Click to Contact Us');
      expect($('#Policy_Links a[target="_blank"]').length, path).toBe(3);
    }
    expect(render('/WhatsAppChatbot')(`a[href^="${site.layout.site.chat.baseUrl}"]`).text()).toMatch(
      /WhatsApp Chatbot/,
    );
    expect(render('/WhatsappManager')('#Template_Categories .card').length).toBe(4);
    expect(render('/WhatsappManager')('#Analytics .card').length).toBe(4);
  });
  it('/Sitemap lists every product, the first five visible and the rest behind a toggle', () => {
    const $ = render('/Sitemap');
    const group = $('.sitemap-card').filter((_, g) => $(g).find('h3').text() === 'Products');
    expect(group.find('a').length).toBe(byKind('product').length);
    expect(group.find('ul').first().find('a').length).toBe(5);
    expect(group.find('.toggle-button').attr('aria-expanded')).toBe('false');
    expect(render('/Sitemap')('a[href="/Header"], a[href="/Footer"]').length).toBe(0);
  });
});
