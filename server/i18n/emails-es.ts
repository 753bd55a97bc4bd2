// The e-mails readers get, in Mexican Spanish (ADR 0064): the English text is the key, as in the
// interface's catalogs. Staff and contributor e-mails stay in English.
import type { Messages } from "../../shared/i18n/translator";

export const emailsEs: Messages = {
  "Hi {name},": "Hola, {name}:",
  "Hi,": "Hola:",

  // Password reset
  "Reset your Trailguide password": "Restablece tu contraseña de Trailguide",
  "Someone asked to reset the password of your Trailguide account. To choose a new one, open this link within the next hour:":
    "Alguien pidió restablecer la contraseña de tu cuenta de Trailguide. Para elegir una nueva, abre este enlace dentro de la próxima hora:",
  "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.":
    "El enlace funciona una sola vez. Si no lo pediste, ignora este correo: tu contraseña sigue igual.",

  // E-mail change
  "Confirm your new Trailguide e-mail address": "Confirma tu nuevo correo electrónico de Trailguide",
  "You asked to use this address for your Trailguide account. To confirm it, open this link within {hours} hours:":
    "Pediste usar esta dirección para tu cuenta de Trailguide. Para confirmarla, abre este enlace dentro de las próximas {hours} horas:",
  "Until then you keep logging in with your current address. If you did not ask for this, ignore this e-mail.":
    "Mientras tanto, sigues iniciando sesión con tu dirección actual. Si no lo pediste, ignora este correo.",
  "Your Trailguide e-mail address is about to change": "El correo electrónico de tu cuenta de Trailguide está por cambiar",
  "Someone signed in to your Trailguide account asked to change its e-mail address to {newEmail}. The change happens only when the link sent there is opened.":
    "Alguien con sesión iniciada en tu cuenta de Trailguide pidió cambiar su correo electrónico a {newEmail}. El cambio solo ocurre cuando se abre el enlace enviado a esa dirección.",
  "If this was not you, change your password now from your profile page: the request needed it.":
    "Si no fuiste tú, cambia tu contraseña ahora desde tu página de perfil: la solicitud la necesitaba.",

  // List invitation
  '{inviter} shared the list "{list}" with you': "{inviter} compartió contigo la lista “{list}”",
  '{inviter} invited you to the Trailguide list "{list}", where you can {rights}.':
    "{inviter} te invitó a la lista de Trailguide “{list}”, donde puedes {rights}.",
  "see its trails, scout routes and ORV parks": "ver sus rutas, rutas de exploración y parques todoterreno",
  "add, remove and reorder its trails, scout routes and ORV parks":
    "agregar, quitar y reordenar sus rutas, rutas de exploración y parques todoterreno",
  "Accept or decline the invitation here: {link}": "Acepta o rechaza la invitación aquí: {link}",
  "The link works for {days} days. No account yet? You can create one free from the same link.":
    "El enlace funciona durante {days} días. ¿Aún no tienes cuenta? Puedes crear una gratis desde el mismo enlace.",
  "If you did not expect this, you can ignore this e-mail.": "Si no lo esperabas, puedes ignorar este correo.",

  // Plans, as the billing and gift e-mails name them
  "All-Access": "All-Access",
  "All-Access, five years": "All-Access, cinco años",
  "All-Access gift, one year": "All-Access de regalo, un año",

  // Gift cards
  "{purchaser} sent you a Trailguide All-Access membership": "{purchaser} te regaló una membresía Trailguide All-Access",
  "{purchaser} gave you a gift: {plan}. It unlocks every trail guide, scout route and map on Trailguide.":
    "{purchaser} te hizo un regalo: {plan}. Desbloquea todas las guías de rutas, rutas de exploración y mapas de Trailguide.",
  "{purchaser} wrote:": "{purchaser} escribió:",
  "Your gift card code: {code}": "El código de tu tarjeta de regalo: {code}",
  "To redeem it, open this link and sign in, or create a free account if you do not have one yet:":
    "Para canjearla, abre este enlace e inicia sesión, o crea una cuenta gratis si aún no tienes una:",
  "You can also type the code on {page}. The code works once.":
    "También puedes escribir el código en {page}. El código funciona una sola vez.",
  "If you are already an All-Access member, the gift is added after your current membership ends.":
    "Si ya eres miembro All-Access, el regalo se suma al terminar tu membresía actual.",
  "Your gift to {recipient} has been delivered": "Tu regalo para {recipient} fue entregado",
  "We e-mailed your gift ({plan}) to {recipient} at {address} today, with the code to redeem it.":
    "Hoy enviamos tu regalo ({plan}) a {recipient} en {address}, con el código para canjearlo.",
  "Thank you for sharing the trails.": "Gracias por compartir las rutas.",

  // Billing: receipt, trial, cancellation
  "Your Trailguide receipt": "Tu recibo de Trailguide",
  "Thank you for your payment. Here is your receipt:": "Gracias por tu pago. Este es tu recibo:",
  "Plan: {plan}": "Plan: {plan}",
  "Amount: {amount}": "Monto: {amount}",
  "Discount: {amount}": "Descuento: {amount}",
  "Paid with: {card}": "Pagado con: {card}",
  "Date: {date}": "Fecha: {date}",
  "{brand} ending in {last4}": "{brand} terminada en {last4}",
  "Card ending in {last4}": "Tarjeta terminada en {last4}",
  "Card on file": "Tarjeta registrada",
  "Your All-Access membership runs until {date}.": "Tu membresía All-Access está vigente hasta el {date}.",
  "Keep this e-mail for your records.": "Guarda este correo para tus registros.",
  "Your Trailguide All-Access trial has started": "Tu prueba de Trailguide All-Access comenzó",
  "Your free trial of {plan} has started. Every trail guide, scout route and map is open to you now.":
    "Tu prueba gratis de {plan} comenzó. Todas las guías de rutas, rutas de exploración y mapas ya están abiertos para ti.",
  "No charge until {date}. Then {amount} is charged and your membership renews yearly.":
    "Sin cargo hasta el {date}. Después se cobran {amount} y tu membresía se renueva cada año.",
  "Cancel any time before then from your account page and you will not be charged.":
    "Cancela cuando quieras antes de esa fecha desde la página de tu cuenta y no se te cobrará.",
  "Your Trailguide trial ends in 2 days": "Tu prueba de Trailguide termina en 2 días",
  "Your free trial of {plan} ends on {date}.": "Tu prueba gratis de {plan} termina el {date}.",
  "On that day {amount} is charged and your membership renews yearly.":
    "Ese día se cobran {amount} y tu membresía se renueva cada año.",
  "To stop it, cancel from your account page before then: you keep access until the trial ends.":
    "Para detenerla, cancela desde la página de tu cuenta antes de esa fecha: conservas el acceso hasta que termine la prueba.",
  "Your Trailguide membership is cancelled": "Tu membresía de Trailguide está cancelada",
  "Your All-Access membership is cancelled and will not renew. You keep access until {date}.":
    "Tu membresía All-Access está cancelada y no se renovará. Conservas el acceso hasta el {date}.",
  "You can join again at any time.": "Puedes volver a unirte cuando quieras.",

  // Account deleted
  "Your Trailguide account is deleted": "Tu cuenta de Trailguide fue eliminada",
  "Your Trailguide account is deleted, as you asked: your profile, lists, My Content tracks and waypoints and your garage are gone, and every device is signed out.":
    "Tu cuenta de Trailguide fue eliminada, como lo pediste: tu perfil, tus listas, los trazados y puntos de referencia de Mi contenido y tu garaje ya no existen, y se cerró la sesión en todos los dispositivos.",
  'Your reviews stay on their guides under the name "{deletedName}".':
    "Tus reseñas se quedan en sus guías con el nombre “{deletedName}”.",
  "Your reviews are deleted with the account.": "Tus reseñas se eliminan junto con la cuenta.",
  "Your All-Access membership will not renew; you will not be charged again.":
    "Tu membresía All-Access no se renovará; no se te volverá a cobrar.",
  "You can sign up again with this e-mail address at any time.":
    "Puedes volver a registrarte con este correo electrónico cuando quieras.",

  // Badge of Honor decision
  "Your Badge of Honor for {trail} is verified": "Tu insignia de honor de {trail} está verificada",
  "Your Badge of Honor claim for {trail}": "Tu solicitud de insignia de honor de {trail}",
  "Our staff checked your drive of {trail}: the Badge of Honor is yours. It now shows on your profile, on the trail's page and on the leaderboard.":
    "Nuestro equipo revisó tu recorrido de {trail}: la insignia de honor es tuya. Ya aparece en tu perfil, en la página de la ruta y en la tabla de clasificación.",
  "Our staff could not verify your drive of {trail}: {reason}":
    "Nuestro equipo no pudo verificar tu recorrido de {trail}: {reason}",
  "You can send the claim again with what was missing.": "Puedes enviar la solicitud de nuevo con lo que faltaba.",
  "See your claims: {link}": "Ver tus solicitudes: {link}",
};
