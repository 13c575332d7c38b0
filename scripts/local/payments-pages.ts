import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { formatBRL, formatDateShort } from '@shared/format/format';
import { planDisplayName } from '@shared/plans/plans';
import { planPrice, priceSuffix } from '@shared/billing/pricing';
import { BILLING_MESSAGES } from '@shared/billing/billing.schema';
import { LocalStripe } from '../../functions/src/adapters/payments/local-stripe';
import { planOfPrice, type PriceIds } from '../../functions/src/adapters/payments/stripe-events';

/**
 * The simulated Stripe pages of local mode (docs/LOCAL-MODE.md §payments): the checkout that
 * /api/billing/checkout sends to, and the customer portal that /api/billing/portal sends to.
 * Their buttons change the simulated Stripe (functions/src/adapters/payments/local-stripe.ts)
 * and post the Stripe-shaped events it answers, signed with the local webhook secret by
 * stripe-node's own generateTestHeaderString, to `POST /api/webhooks/stripe`: the same route
 * and handler Stripe calls on AWS. The safety rules are in docs/LOCAL-MODE.md §payments.safety.
 */

export const SIMULATED_LABEL = 'Pagamento simulado — modo local, nenhuma cobrança real';

export interface PaymentsPagesOptions {
  /** The simulated Stripe's state file (LOCAL_PAYMENTS_FILE). */
  stateFile: string;
  /** The local webhook signing secret (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  prices: PriceIds;
  /** The origins a browser's form post may come from: the local server's own. */
  origins: () => readonly string[];
  /** Where the local server itself listens, for posting the events to its webhook route. */
  selfUrl: () => string;
  now?: () => Date;
}

export interface PaymentsPages {
  /** Handles /dev/checkout/* and /dev/portal/*; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Session ids: our prefixes and base64url only, so a path never reaches the state with anything else. */
const SESSION_ID = /^(cs|bps)_local_[A-Za-z0-9_-]{20,40}$/;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Viraliza (modo local)</title>
<style>body{font-family:system-ui,sans-serif;background:#0f0a1e;color:#f4f1ff;max-width:560px;margin:2rem auto;padding:0 1rem}
.note{background:#4d1f2a;border-left:4px solid #f87171;padding:.75rem 1rem;border-radius:6px;font-weight:600}
.card{background:#1b1433;border-radius:10px;padding:1.25rem;margin:1rem 0}.price{font-size:2rem;font-weight:700;color:#c4b5fd}
form{display:inline-block;margin:.5rem .5rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;cursor:pointer}
.primary{background:#7c3aed;color:#fff}.secondary{background:#2a1f4d;color:#f4f1ff}a{color:#c4b5fd}</style></head><body>
<p class="note" role="note">${escapeHtml(SIMULATED_LABEL)}</p>
${body}
</body></html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: ServerResponse, to: string): void {
  res.writeHead(303, { location: to, 'cache-control': 'no-store' });
  res.end();
}

const button = (action: string, label: string, cls = 'primary') =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit" class="${cls}">${escapeHtml(label)}</button></form>`;

export function createPaymentsPages(opts: PaymentsPagesOptions): PaymentsPages {
  const stripe = new LocalStripe(opts.stateFile);
  const now = opts.now ?? (() => new Date());

  /**
   * A form post from a page of this very server: browsers send `Origin` on every POST, and a
   * foreign page's is another origin; a client with neither Origin nor Sec-Fetch-Site (curl on
   * this machine) is let through. Anything else is refused.
   */
  function sameOrigin(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin) return opts.origins().includes(origin);
    const site = req.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin';
  }

  /** Posts each event, signed as Stripe signs, to the webhook route; fails on the first refusal. */
  async function deliver(events: Stripe.Event[]): Promise<void> {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret });
      const r = await fetch(`${opts.selfUrl()}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!r.ok) throw new Error(`webhook answered ${r.status} to ${event.type}: ${await r.text()}`);
    }
  }

  /**
   * A session that can no longer be paid: one expired because a newer checkout of the same
   * account was opened says so (docs/PRODUCT.md §flows.checkout), any other the generic text.
   */
  function checkoutGone(id: string, res: ServerResponse): void {
    const replaced = stripe.checkoutSession(id)?.status === 'expired';
    const why = replaced
      ? '<p>Você abriu outro checkout depois deste, e só o mais recente pode ser pago: assim você nunca paga duas assinaturas. Use a aba do checkout mais recente ou escolha o plano de novo.</p>'
      : '<p>Esta sessão de pagamento não existe mais. Volte ao Viraliza e escolha o plano de novo.</p>';
    sendHtml(
      res,
      404,
      page('Checkout', `<h1>Checkout expirado</h1>${why}<p><a href="/planos">Voltar aos planos</a></p>`),
    );
  }

  function checkoutPage(id: string, res: ServerResponse): void {
    const session = stripe.openCheckoutSession(id, now());
    if (!session) return checkoutGone(id, res);
    const interval = session.interval === 'yearly' ? 'anual' : 'mensal';
    const body = `<h1>Assinar ${escapeHtml(planDisplayName(session.plan))}</h1>
<div class="card"><p>Plano <strong>${escapeHtml(planDisplayName(session.plan))}</strong>, cobrança ${interval}</p>
<p class="price">${escapeHtml(formatBRL(planPrice(session.plan, session.interval)))}<small>${priceSuffix(session.interval)}</small></p>
${session.email ? `<p>Conta: ${escapeHtml(session.email)}</p>` : ''}
${button(`/dev/checkout/${id}/pay`, 'Pagar')}${button(`/dev/checkout/${id}/cancel`, 'Cancelar', 'secondary')}</div>`;
    sendHtml(res, 200, page('Checkout', body));
  }

  function portalPage(id: string, res: ServerResponse): void {
    const session = stripe.portalSession(id, now());
    if (!session)
      return sendHtml(
        res,
        404,
        page('Portal', '<h1>Portal expirado</h1><p>Abra "Gerenciar Assinatura" de novo no Viraliza.</p>'),
      );
    const sub = stripe.subscriptionOfCustomer(session.customerId);
    const item = sub?.items.data[0];
    const { plan, interval } = planOfPrice(opts.prices, item?.price.id);
    let body = '<h1>Sua assinatura</h1>';
    if (!sub || sub.status === 'canceled' || !item || !plan || !interval) {
      body += '<div class="card"><p>Nenhuma assinatura ativa.</p></div>';
    } else {
      const end = formatDateShort(new Date(item.current_period_end * 1000));
      body += `<div class="card"><p>Plano <strong>${escapeHtml(planDisplayName(plan))}</strong>, ${escapeHtml(formatBRL(planPrice(plan, interval)))}${priceSuffix(interval)}</p>
${sub.cancel_at_period_end ? `<p><strong>${BILLING_MESSAGES.notRenewing}</strong>: o acesso vai até ${end}.</p>` : `<p>Renova em ${end}.</p>`}
${sub.cancel_at_period_end ? button(`/dev/portal/${id}/renew`, 'Renovar assinatura') : button(`/dev/portal/${id}/cancel`, 'Cancelar assinatura', 'secondary')}
${button(`/dev/portal/${id}/end-period`, 'Encerrar período agora', 'secondary')}
<p><small>"Encerrar período agora" simula o fim do período: uma assinatura cancelada termina e o plano volta a ser Gratuito; uma que renova começa o próximo período, paga.</small></p></div>`;
    }
    body += `<p><a href="${escapeHtml(session.returnUrl)}">Voltar ao Viraliza</a></p>`;
    sendHtml(res, 200, page('Portal', body));
  }

  async function checkoutAction(id: string, action: string, res: ServerResponse): Promise<void> {
    const session = stripe.openCheckoutSession(id, now());
    if (!session) return checkoutGone(id, res);
    if (action === 'cancel') return redirect(res, session.cancelUrl);
    await deliver(stripe.completeCheckout(id, now()));
    redirect(res, session.successUrl);
  }

  async function portalAction(id: string, action: string, res: ServerResponse): Promise<void> {
    const session = stripe.portalSession(id, now());
    const sub = session && stripe.subscriptionOfCustomer(session.customerId);
    if (!session || !sub || sub.status === 'canceled')
      return sendHtml(res, 404, page('Portal', '<h1>Nenhuma assinatura ativa</h1>'));
    if (action === 'cancel' || action === 'renew')
      await deliver(stripe.setCancelAtPeriodEnd(sub.id, action === 'cancel', now()).events);
    else await deliver(stripe.endPeriod(sub.id, now()));
    redirect(res, `/dev/portal/${id}`);
  }

  return {
    async handle(req, res, url) {
      const m = url.pathname.match(/^\/dev\/(checkout|portal)\/([^/]+)(?:\/(pay|cancel|renew|end-period))?$/);
      if (!m) return false;
      const [, kind, id, action] = m as unknown as [string, 'checkout' | 'portal', string, string | undefined];
      const valid =
        SESSION_ID.test(id) &&
        id.startsWith(kind === 'checkout' ? 'cs_' : 'bps_') &&
        (action === undefined ||
          (kind === 'checkout' ? ['pay', 'cancel'] : ['cancel', 'renew', 'end-period']).includes(action));
      if (!valid) {
        sendHtml(res, 404, page('Não encontrado', '<h1>Página não encontrada</h1>'));
        return true;
      }
      if (req.method !== (action ? 'POST' : 'GET')) {
        sendHtml(res, 405, page('Método', '<h1>Use o botão da página</h1>'));
        return true;
      }
      if (!action) {
        if (kind === 'checkout') checkoutPage(id, res);
        else portalPage(id, res);
        return true;
      }
      req.resume(); // the form body carries nothing we read
      if (!sameOrigin(req)) {
        sendHtml(
          res,
          403,
          page(
            'Recusado',
            '<h1>Pedido recusado</h1><p>Só as páginas do próprio Viraliza local podem confirmar um pagamento simulado.</p>',
          ),
        );
        return true;
      }
      if (kind === 'checkout') await checkoutAction(id, action, res);
      else await portalAction(id, action, res);
      return true;
    },
  };
}
