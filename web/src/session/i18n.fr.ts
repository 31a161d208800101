import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  login: {
    title: 'Connexion',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    identifier: 'E-mail ou code employé',
    identifierHint: 'Une adresse avec @ se connecte par e-mail ; toute autre valeur est un code employé.',
    password: 'Mot de passe',
    submit: 'Se connecter',
    signingIn: 'Connexion…',
    forgot: 'Mot de passe oublié ?',
    invalidCredentials: 'Identifiants invalides : vérifiez votre identifiant et votre mot de passe.',
    failed: 'La connexion a échoué. Veuillez réessayer.',
  },
  recover: {
    title: 'Récupérer votre compte',
    intro: 'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien et un code pour choisir un nouveau mot de passe.',
    username: 'Adresse e-mail',
    send: 'Envoyer le lien',
    haveCode: 'J’ai déjà un code',
    sent: 'Si l’adresse correspond à un compte, un message avec un lien et un code est en route.',
    withLink: 'Choisissez votre nouveau mot de passe.',
    withCode: 'Saisissez le code du message et choisissez votre nouveau mot de passe.',
    code: 'Code',
    codeFormat: 'Le code comporte 8 chiffres.',
    setPassword: 'Enregistrer le nouveau mot de passe',
    done: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    backToLogin: 'Retour à la connexion',
  },
  password: {
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    policy: 'Le mot de passe doit comporter {{min}} à {{max}} caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial.',
    policyHint: '8 à 16 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial.',
    mismatch: 'Les mots de passe ne correspondent pas.',
    save: 'Changer le mot de passe',
    changed: 'Votre mot de passe a été modifié.',
  },
  lock: {
    action: 'Verrouiller l’écran',
    title: 'Écran verrouillé',
    text: '{{name}}, saisissez votre mot de passe pour continuer.',
    unlock: 'Déverrouiller',
  },
};
