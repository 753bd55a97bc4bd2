// The e-mails readers get, in Canadian French (ADR 0064): the English text is the key, as in the
// interface's catalogs. Staff and contributor e-mails stay in English.
import type { Messages } from "../../shared/i18n/translator";

export const emailsFr: Messages = {
  "Hi {name},": "Bonjour {name},",
  "Hi,": "Bonjour,",

  // Password reset
  "Reset your Trailguide password": "Réinitialisez votre mot de passe Trailguide",
  "Someone asked to reset the password of your Trailguide account. To choose a new one, open this link within the next hour:":
    "Quelqu'un a demandé de réinitialiser le mot de passe de votre compte Trailguide. Pour en choisir un nouveau, ouvrez ce lien dans l'heure qui suit :",
  "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.":
    "Le lien ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez ce courriel : votre mot de passe reste le même.",

  // E-mail change
  "Confirm your new Trailguide e-mail address": "Confirmez votre nouvelle adresse courriel Trailguide",
  "You asked to use this address for your Trailguide account. To confirm it, open this link within {hours} hours:":
    "Vous avez demandé d'utiliser cette adresse pour votre compte Trailguide. Pour la confirmer, ouvrez ce lien dans les {hours} heures :",
  "Until then you keep logging in with your current address. If you did not ask for this, ignore this e-mail.":
    "D'ici là, vous continuez de vous connecter avec votre adresse actuelle. Si vous ne l'avez pas demandé, ignorez ce courriel.",
  "Your Trailguide e-mail address is about to change": "L'adresse courriel de votre compte Trailguide va changer",
  "Someone signed in to your Trailguide account asked to change its e-mail address to {newEmail}. The change happens only when the link sent there is opened.":
    "Une personne connectée à votre compte Trailguide a demandé d'en changer l'adresse courriel pour {newEmail}. Le changement n'a lieu que lorsque le lien envoyé à cette adresse est ouvert.",
  "If this was not you, change your password now from your profile page: the request needed it.":
    "Si ce n'était pas vous, changez votre mot de passe dès maintenant depuis votre page de profil : la demande l'exigeait.",

  // List invitation
  '{inviter} shared the list "{list}" with you': "{inviter} a partagé la liste « {list} » avec vous",
  '{inviter} invited you to the Trailguide list "{list}", where you can {rights}.':
    "{inviter} vous a invité à la liste Trailguide « {list} », où vous pouvez {rights}.",
  "see its trails, scout routes and ORV parks": "voir ses sentiers, itinéraires de reconnaissance et parcs VHR",
  "add, remove and reorder its trails, scout routes and ORV parks":
    "ajouter, retirer et réordonner ses sentiers, itinéraires de reconnaissance et parcs VHR",
  "Accept or decline the invitation here: {link}": "Acceptez ou refusez l'invitation ici : {link}",
  "The link works for {days} days. No account yet? You can create one free from the same link.":
    "Le lien fonctionne pendant {days} jours. Pas encore de compte? Vous pouvez en créer un gratuitement à partir du même lien.",
  "If you did not expect this, you can ignore this e-mail.": "Si vous ne vous y attendiez pas, vous pouvez ignorer ce courriel.",

  // Plans, as the billing and gift e-mails name them
  "All-Access": "All-Access",
  "All-Access, five years": "All-Access, cinq ans",
  "All-Access gift, one year": "All-Access en cadeau, un an",

  // Gift cards
  "{purchaser} sent you a Trailguide All-Access membership": "{purchaser} vous offre un abonnement Trailguide All-Access",
  "{purchaser} gave you a gift: {plan}. It unlocks every trail guide, scout route and map on Trailguide.":
    "{purchaser} vous a fait un cadeau : {plan}. Il donne accès à tous les guides de sentiers, itinéraires de reconnaissance et cartes de Trailguide.",
  "{purchaser} wrote:": "{purchaser} a écrit :",
  "Your gift card code: {code}": "Le code de votre carte-cadeau : {code}",
  "To redeem it, open this link and sign in, or create a free account if you do not have one yet:":
    "Pour l'utiliser, ouvrez ce lien et connectez-vous, ou créez un compte gratuit si vous n'en avez pas encore :",
  "You can also type the code on {page}. The code works once.":
    "Vous pouvez aussi saisir le code sur {page}. Le code ne fonctionne qu'une fois.",
  "If you are already an All-Access member, the gift is added after your current membership ends.":
    "Si vous êtes déjà membre All-Access, le cadeau s'ajoute à la fin de votre abonnement actuel.",
  "Your gift to {recipient} has been delivered": "Votre cadeau à {recipient} a été livré",
  "We e-mailed your gift ({plan}) to {recipient} at {address} today, with the code to redeem it.":
    "Nous avons envoyé aujourd'hui votre cadeau ({plan}) à {recipient} à l'adresse {address}, avec le code pour l'utiliser.",
  "Thank you for sharing the trails.": "Merci de partager les sentiers.",

  // Billing: receipt, trial, cancellation
  "Your Trailguide receipt": "Votre reçu Trailguide",
  "Thank you for your payment. Here is your receipt:": "Merci pour votre paiement. Voici votre reçu :",
  "Plan: {plan}": "Forfait : {plan}",
  "Amount: {amount}": "Montant : {amount}",
  "Discount: {amount}": "Rabais : {amount}",
  "Paid with: {card}": "Payé avec : {card}",
  "Date: {date}": "Date : {date}",
  "{brand} ending in {last4}": "{brand} se terminant par {last4}",
  "Card ending in {last4}": "Carte se terminant par {last4}",
  "Card on file": "Carte enregistrée",
  "Your All-Access membership runs until {date}.": "Votre abonnement All-Access est valide jusqu'au {date}.",
  "Keep this e-mail for your records.": "Conservez ce courriel pour vos dossiers.",
  "Your Trailguide All-Access trial has started": "Votre essai Trailguide All-Access a commencé",
  "Your free trial of {plan} has started. Every trail guide, scout route and map is open to you now.":
    "Votre essai gratuit {plan} a commencé. Tous les guides de sentiers, itinéraires de reconnaissance et cartes vous sont maintenant ouverts.",
  "No charge until {date}. Then {amount} is charged and your membership renews yearly.":
    "Aucuns frais avant le {date}. Ensuite, {amount} sont facturés et votre abonnement se renouvelle chaque année.",
  "Cancel any time before then from your account page and you will not be charged.":
    "Annulez quand vous voulez avant cette date depuis la page de votre compte et vous ne serez pas facturé.",
  "Your Trailguide trial ends in 2 days": "Votre essai Trailguide se termine dans 2 jours",
  "Your free trial of {plan} ends on {date}.": "Votre essai gratuit {plan} se termine le {date}.",
  "On that day {amount} is charged and your membership renews yearly.":
    "Ce jour-là, {amount} sont facturés et votre abonnement se renouvelle chaque année.",
  "To stop it, cancel from your account page before then: you keep access until the trial ends.":
    "Pour l'arrêter, annulez depuis la page de votre compte avant cette date : vous gardez l'accès jusqu'à la fin de l'essai.",
  "Your Trailguide membership is cancelled": "Votre abonnement Trailguide est annulé",
  "Your All-Access membership is cancelled and will not renew. You keep access until {date}.":
    "Votre abonnement All-Access est annulé et ne sera pas renouvelé. Vous gardez l'accès jusqu'au {date}.",
  "You can join again at any time.": "Vous pouvez vous réabonner en tout temps.",

  // Account deleted
  "Your Trailguide account is deleted": "Votre compte Trailguide est supprimé",
  "Your Trailguide account is deleted, as you asked: your profile, lists, My Content tracks and waypoints and your garage are gone, and every device is signed out.":
    "Votre compte Trailguide est supprimé, comme vous l'avez demandé : votre profil, vos listes, les traces et points de repère de Mon contenu et votre garage ont disparu, et tous vos appareils sont déconnectés.",
  'Your reviews stay on their guides under the name "{deletedName}".':
    "Vos avis restent sur leurs guides sous le nom « {deletedName} ».",
  "Your reviews are deleted with the account.": "Vos avis sont supprimés avec le compte.",
  "Your All-Access membership will not renew; you will not be charged again.":
    "Votre abonnement All-Access ne sera pas renouvelé; vous ne serez plus facturé.",
  "You can sign up again with this e-mail address at any time.":
    "Vous pouvez vous réinscrire avec cette adresse courriel en tout temps.",

  // Badge of Honor decision
  "Your Badge of Honor for {trail} is verified": "Votre insigne d'honneur pour {trail} est vérifié",
  "Your Badge of Honor claim for {trail}": "Votre demande d'insigne d'honneur pour {trail}",
  "Our staff checked your drive of {trail}: the Badge of Honor is yours. It now shows on your profile, on the trail's page and on the leaderboard.":
    "Notre équipe a vérifié votre parcours de {trail} : l'insigne d'honneur est à vous. Il figure maintenant sur votre profil, sur la page du sentier et au classement.",
  "Our staff could not verify your drive of {trail}: {reason}":
    "Notre équipe n'a pas pu vérifier votre parcours de {trail} : {reason}",
  "You can send the claim again with what was missing.": "Vous pouvez envoyer la demande de nouveau avec ce qui manquait.",
  "See your claims: {link}": "Voir vos demandes : {link}",
};
