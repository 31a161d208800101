/**
 * The error catalogue: every code the API (and the gateway) answers with, and its message in en, pt and fr. The one
 * source of these texts: the API translates `message` from it (Accept-Language), the SDL's `enum ErrorCode` must list
 * exactly its codes (plus UNKNOWN), and the web's `common` namespace spreads it into `errors.<CODE>`.
 *
 * Parameters are written `{{name}}` (i18next's syntax). `en` is the English message exactly as the API throws it, so
 * the API recognises a catalogued message (and its parameters) and renders it in the caller's language; `variants`
 * are the other English forms thrown under the same code.
 */
export interface ErrorText { en: string; pt: string; fr: string }
export interface CatalogueEntry extends ErrorText { variants?: readonly ErrorText[] }

export const ERROR_LANGUAGES = ['en', 'pt', 'fr'] as const;
export type ErrorLanguage = (typeof ERROR_LANGUAGES)[number];

const t = (en: string, pt: string, fr: string, ...variants: ErrorText[]): CatalogueEntry =>
  (variants.length ? { en, pt, fr, variants } : { en, pt, fr });
const v = (en: string, pt: string, fr: string): ErrorText => ({ en, pt, fr });

/** Platform: transport, validation, files, database refusals (api/src/platform). */
const PLATFORM = {
  BAD_REQUEST: t('The request is not valid', 'O pedido não é válido', 'La requête n\'est pas valide',
    v('This call takes no request body', 'Este pedido não aceita corpo', 'Cet appel ne prend pas de corps de requête')),
  VALIDATION_FAILED: t('Some values are not valid', 'Alguns valores não são válidos', 'Certaines valeurs ne sont pas valides'),
  MALFORMED_JSON: t('The request body is not valid JSON', 'O corpo do pedido não é JSON válido', 'Le corps de la requête n\'est pas un JSON valide'),
  UNSUPPORTED_MEDIA_TYPE: t('The content type is not supported', 'O tipo de conteúdo não é suportado', 'Le type de contenu n\'est pas pris en charge'),
  PAYLOAD_TOO_LARGE: t('The upload is too large', 'O envio é demasiado grande', 'L\'envoi est trop volumineux',
    v('The request body is larger than {{kib}} KiB', 'O corpo do pedido tem mais de {{kib}} KiB', 'Le corps de la requête dépasse {{kib}} Kio')),
  TIMEOUT: t('The request took too long; try again or narrow it', 'O pedido demorou demasiado; tente novamente ou restrinja-o',
    'La requête a pris trop de temps ; réessayez ou restreignez-la'),
  ALREADY_EXISTS: t('A record with the same value already exists', 'Já existe um registo com o mesmo valor', 'Un enregistrement avec la même valeur existe déjà'),
  IN_USE: t('The record is referenced by other data', 'O registo é referido por outros dados', 'L\'enregistrement est référencé par d\'autres données'),
  INVALID_VALUE: t('A value is malformed or out of range', 'Um valor está mal formado ou fora do intervalo', 'Une valeur est mal formée ou hors limites'),
  RATE_LIMITED: t('Too many attempts; wait a minute and try again', 'Demasiadas tentativas; aguarde um minuto e tente novamente',
    'Trop de tentatives ; patientez une minute et réessayez'),
  INTERNAL: t('Unexpected error', 'Erro inesperado', 'Erreur inattendue'),
  NOT_FOUND: t('{{what}} not found', 'Não encontrado: {{what}}', 'Introuvable : {{what}}',
    v('No route {{route}}', 'Rota inexistente: {{route}}', 'Aucune route {{route}}')),
  CONFLICT: t('The request conflicts with the current data', 'O pedido entra em conflito com os dados atuais', 'La requête est en conflit avec les données actuelles'),
  URI_TOO_LONG: t('A part of the path is too long', 'Uma parte do caminho é demasiado longa', 'Une partie du chemin est trop longue'),
  BAD_URL: t('The address is malformed', 'O endereço está mal formado', 'L\'adresse est mal formée'),
  EMPTY_FILE: t('Please pick the file', 'Escolha o ficheiro', 'Veuillez choisir le fichier'),
  FILE_REQUIRED: t('Please pick the file', 'Escolha o ficheiro', 'Veuillez choisir le fichier'),
  UNSUPPORTED_FILE_TYPE: t('Allowed formats: {{formats}}', 'Formatos permitidos: {{formats}}', 'Formats autorisés : {{formats}}',
    v('The file is not a readable PNG, JPEG, GIF or WebP image', 'O ficheiro não é uma imagem PNG, JPEG, GIF ou WebP legível',
      'Le fichier n\'est pas une image PNG, JPEG, GIF ou WebP lisible')),
  FILE_TOO_LARGE: t('The file is larger than {{mb}} MB', 'O ficheiro tem mais de {{mb}} MB', 'Le fichier dépasse {{mb}} Mo'),
  IMAGE_TOO_LARGE: t('The image is too large ({{what}})', 'A imagem é demasiado grande ({{what}})', 'L\'image est trop grande ({{what}})'),
  MULTIPART_REQUIRED: t('Send the file as multipart/form-data in the field "{{field}}"', 'Envie o ficheiro como multipart/form-data no campo "{{field}}"',
    'Envoyez le fichier en multipart/form-data dans le champ « {{field}} »'),
} satisfies Record<string, CatalogueEntry>;

/** Authentication and access (api/src/platform/auth, api/src/roles/access-guard.ts). */
const ACCESS = {
  UNAUTHENTICATED: t('Authentication required', 'É necessário iniciar sessão', 'Authentification requise'),
  FORBIDDEN: t('You are not allowed to do this', 'Não tem permissão para fazer isto', 'Vous n\'êtes pas autorisé à faire ceci',
    v('This employee is outside what you may see', 'Este colaborador está fora do que pode ver', 'Cet employé est hors de ce que vous pouvez voir'),
    v('This is not one of your departments', 'Este não é um dos seus departamentos', 'Ce n\'est pas l\'un de vos départements'),
    v('You can only change your own password', 'Só pode alterar a sua própria palavra-passe', 'Vous ne pouvez changer que votre propre mot de passe'),
    v('Only a super administrator changes the subscription', 'Só um super administrador altera a subscrição', 'Seul un super administrateur modifie l\'abonnement'),
    v('You cannot record or correct your own clocks; ask another administrator', 'Não pode registar nem corrigir as suas próprias marcações; peça a outro administrador',
      'Vous ne pouvez pas enregistrer ni corriger vos propres pointages ; demandez à un autre administrateur'),
    v('Your account is not linked to an employee, so it has no clocks', 'A sua conta não está associada a um colaborador, por isso não tem marcações',
      'Votre compte n\'est lié à aucun employé, il n\'a donc pas de pointages')),
  MODULE_DISABLED: t('The {{module}} module is not enabled for this company', 'O módulo {{module}} não está ativo nesta empresa',
    'Le module {{module}} n\'est pas activé pour cette entreprise'),
  TOKEN_INVALID: t('The token is not valid', 'O token não é válido', 'Le jeton n\'est pas valide',
    v('The account no longer exists', 'A conta já não existe', 'Le compte n\'existe plus')),
  TOKEN_REVOKED: t('Your session has ended; please sign in again', 'A sua sessão terminou; inicie sessão novamente', 'Votre session est terminée ; reconnectez-vous'),
  TOKEN_EXPIRED: t('Your session has expired', 'A sua sessão expirou', 'Votre session a expiré'),
  ACCOUNT_DISABLED: t('This account is disabled. Contact your administrator.', 'Esta conta está desativada. Contacte o seu administrador.',
    'Ce compte est désactivé. Contactez votre administrateur.'),
  ACCOUNT_EXPIRED: t('This account has expired. Contact your administrator.', 'Esta conta expirou. Contacte o seu administrador.',
    'Ce compte a expiré. Contactez votre administrateur.'),
  EMPLOYMENT_ENDED: t('Your employment has ended, so this account can no longer be used. Contact your administrator.',
    'O seu vínculo terminou, por isso esta conta já não pode ser usada. Contacte o seu administrador.',
    'Votre contrat a pris fin : ce compte ne peut plus être utilisé. Contactez votre administrateur.'),
  ACCOUNT_LOCKED: t('This account is locked. Try again later or contact your administrator.',
    'Esta conta está bloqueada. Tente mais tarde ou contacte o seu administrador.', 'Ce compte est verrouillé. Réessayez plus tard ou contactez votre administrateur.',
    v('Too many failed attempts: try again in 1 minute', 'Demasiadas tentativas falhadas: tente novamente dentro de 1 minuto',
      'Trop de tentatives échouées : réessayez dans 1 minute'),
    v('Too many failed attempts: try again in {{minutes}} minutes', 'Demasiadas tentativas falhadas: tente novamente dentro de {{minutes}} minutos',
      'Trop de tentatives échouées : réessayez dans {{minutes}} minutes')),
  CREDENTIALS_EXPIRED: t('Your password has expired. Reset it with "Forgot password".', 'A sua palavra-passe expirou. Reponha-a em "Esqueci-me da palavra-passe".',
    'Votre mot de passe a expiré. Réinitialisez-le avec « Mot de passe oublié ».'),
  SUPER_ADMIN_REQUIRED: t('Only a super administrator can {{what}}', 'Só um super administrador pode fazer isto ({{what}})',
    'Seul un super administrateur peut le faire ({{what}})'),
  ACCESS_CHANGED: t('Your access changed while this request was waiting; nothing was changed', 'O seu acesso mudou enquanto este pedido esperava; nada foi alterado',
    'Votre accès a changé pendant que cette requête attendait ; rien n\'a été modifié'),
  API_TOKEN_REVOKED: t('This API token has been revoked', 'Este token de API foi revogado', 'Ce jeton d\'API a été révoqué'),
  API_TOKEN_EXPIRED: t('This API token has expired', 'Este token de API expirou', 'Ce jeton d\'API a expiré'),
  API_TOKEN_ROLE_NOT_ALLOWED: t('An API token cannot hold a role that administers accounts, roles or modules',
    'Um token de API não pode ter um perfil que administre contas, perfis ou módulos',
    'Un jeton d\'API ne peut pas avoir un rôle qui administre les comptes, les rôles ou les modules'),
} satisfies Record<string, CatalogueEntry>;

/** Sign-in, recovery, passwords (api/src/session, api/src/accounts). */
const SESSION = {
  INVALID_CREDENTIALS: t('Invalid credentials', 'Credenciais inválidas', 'Identifiants invalides'),
  PASSWORD_POLICY: t('Invalid value for {{field}}: Password {{problems}}', 'Valor inválido para {{field}}: a palavra-passe não cumpre as regras ({{problems}})',
    'Valeur invalide pour {{field}} : le mot de passe ne respecte pas les règles ({{problems}})'),
  PASSWORD_REUSED: t('Invalid value for newPassword: must differ from the current password', 'A nova palavra-passe tem de ser diferente da atual',
    'Le nouveau mot de passe doit être différent de l\'actuel'),
  WRONG_PASSWORD: t('The current password is not correct', 'A palavra-passe atual não está correta', 'Le mot de passe actuel n\'est pas correct'),
  RESET_INVALID: t('The link is not valid or has expired: ask for a new message', 'A ligação não é válida ou expirou: peça uma nova mensagem',
    'Le lien n\'est pas valide ou a expiré : demandez un nouveau message',
    v('The code is not valid or has expired (after {{attempts}} wrong attempts it stops working): use the link of the message, or ask for a new one',
      'O código não é válido ou expirou (deixa de funcionar após {{attempts}} tentativas erradas): use a ligação da mensagem ou peça uma nova',
      'Le code n\'est pas valide ou a expiré (il cesse de fonctionner après {{attempts}} essais erronés) : utilisez le lien du message ou demandez-en un nouveau')),
  INVITATION_INVALID: t('The invitation is not valid, has been used or has expired: ask your administrator for a new one',
    'O convite não é válido, já foi usado ou expirou: peça um novo ao seu administrador',
    'L\'invitation n\'est pas valide, a déjà été utilisée ou a expiré : demandez-en une nouvelle à votre administrateur'),
  INVITATION_NOT_PENDING: t('This account has already chosen its password', 'Esta conta já escolheu a sua palavra-passe',
    'Ce compte a déjà choisi son mot de passe'),
  INVITATION_NO_ADDRESS: t('The invitation needs an e-mail address to be sent to', 'O convite precisa de um endereço de e-mail para onde ser enviado',
    'L\'invitation a besoin d\'une adresse e-mail à laquelle être envoyée'),
} satisfies Record<string, CatalogueEntry>;

/** Organisation refusals (accounts, employees, roles, departments, contract types, holidays, insurance, modules). */
const ORGANISATION = {
  USERNAME_TAKEN: t('This username is taken', 'Este nome de utilizador já está em uso', 'Ce nom d\'utilisateur est déjà pris'),
  EMPLOYEE_CODE_TAKEN: t('This employee code is taken', 'Este código de colaborador já está em uso', 'Ce code d\'employé est déjà pris'),
  EMPLOYEE_HAS_ACCOUNT: t('This employee already has an account', 'Este colaborador já tem uma conta', 'Cet employé a déjà un compte'),
  LAST_ADMIN: t('At least one enabled administrator account must remain', 'Tem de permanecer pelo menos uma conta de administrador ativa',
    'Au moins un compte administrateur actif doit subsister'),
  LAST_SUPER_ADMIN: t('At least one enabled super administrator account must remain', 'Tem de permanecer pelo menos uma conta de super administrador ativa',
    'Au moins un compte super administrateur actif doit subsister'),
  OWN_ACCOUNT: t('You cannot delete your own account', 'Não pode eliminar a sua própria conta', 'Vous ne pouvez pas supprimer votre propre compte',
    v('You cannot disable, lock or expire your own account', 'Não pode desativar, bloquear ou expirar a sua própria conta',
      'Vous ne pouvez pas désactiver, verrouiller ou faire expirer votre propre compte'),
    v('You cannot delete your own employee record', 'Não pode eliminar a sua própria ficha de colaborador', 'Vous ne pouvez pas supprimer votre propre fiche d\'employé')),
  EMPLOYEE_NUMBER_TAKEN: t('Another employee has this number', 'Outro colaborador já tem este número', 'Un autre employé a déjà ce numéro'),
  EMAIL_TAKEN: t('Another employee has this e-mail address', 'Outro colaborador já tem este endereço de e-mail', 'Un autre employé a déjà cette adresse e-mail'),
  ROLE_NAME_TAKEN: t('A role with this name exists', 'Já existe um perfil com este nome', 'Un rôle portant ce nom existe déjà'),
  BUILT_IN_ROLE: t('A built-in role cannot be deleted', 'Um perfil predefinido não pode ser eliminado', 'Un rôle prédéfini ne peut pas être supprimé'),
  ROLE_IN_USE: t('The role is held by {{count}} account(s); reassign them first', 'O perfil está atribuído a {{count}} conta(s); reatribua-as primeiro',
    'Le rôle est attribué à {{count}} compte(s) ; réattribuez-les d\'abord'),
  DEPARTMENT_NAME_TAKEN: t('A department with this name exists', 'Já existe um departamento com este nome', 'Un département portant ce nom existe déjà'),
  DEPARTMENT_HAS_EMPLOYEES: t('The department has {{count}} employee(s); move them to another department first',
    'O departamento tem {{count}} colaborador(es); mude-os primeiro para outro departamento',
    'Le département compte {{count}} employé(s) ; déplacez-les d\'abord vers un autre département'),
  CONTRACT_TYPE_NAME_TAKEN: t('A contract type with this name exists', 'Já existe um tipo de contrato com este nome', 'Un type de contrat portant ce nom existe déjà'),
  CONTRACT_TYPE_IN_USE: t('Cannot remove a contract type that has employees ({{count}})', 'Não é possível remover um tipo de contrato com colaboradores ({{count}})',
    'Impossible de supprimer un type de contrat qui a des employés ({{count}})'),
  HOLIDAY_EXISTS: t('There is already a holiday on this date', 'Já existe um feriado nesta data', 'Il y a déjà un jour férié à cette date'),
  YEAR_ALREADY_REGISTERED: t('Holiday year setting already registered', 'Configuração de férias do ano já registada', 'Paramétrage des congés de l\'année déjà enregistré'),
  INSURANCE_IN_USE: t('Cannot remove an insurance that has employees ({{count}})', 'Não é possível remover um seguro com colaboradores ({{count}})',
    'Impossible de supprimer une assurance qui a des employés ({{count}})'),
  MODULE_NOT_SWITCHABLE: t('The base module cannot be switched off', 'O módulo base não pode ser desligado', 'Le module de base ne peut pas être désactivé'),
  NO_EMPLOYEE_RECORD: t('Your account is not linked to an employee record', 'A sua conta não está associada a uma ficha de colaborador',
    'Votre compte n\'est lié à aucune fiche d\'employé'),
  EXPERIMENT_NOT_FOUND: t('Unknown experiment {{key}}', 'Experiência desconhecida: {{key}}', 'Expérience inconnue : {{key}}'),
} satisfies Record<string, CatalogueEntry>;

/** Sites: work locations (api/src/sites). */
const SITES = {
  SITE_NAME_TAKEN: t('A site with this name exists', 'Já existe um local com este nome', 'Un site portant ce nom existe déjà'),
  SITE_IN_USE: t('The site is used by {{count}} week schedule(s); remove it from them first',
    'O local é usado por {{count}} horário(s) semanal(is); retire-o primeiro desses horários',
    'Le site est utilisé par {{count}} horaire(s) hebdomadaire(s) ; retirez-le d\'abord de ces horaires'),
} satisfies Record<string, CatalogueEntry>;

/** Clocks (api/src/clocks): the confirmations the client asks for, the geofence, corrections. */
const CLOCKS = {
  SAME_TYPE_AS_PREVIOUS: t('Last clock was IN, clock out first', 'A última marcação foi uma entrada; marque primeiro a saída',
    'Le dernier pointage était une entrée ; pointez d\'abord la sortie',
    v('Last clock was OUT, clock in first', 'A última marcação foi uma saída; marque primeiro a entrada',
      'Le dernier pointage était une sortie ; pointez d\'abord l\'entrée')),
  DURING_SHIFT: t('Your expected work lasts until {{until}}; confirm to clock out now',
    'O seu trabalho previsto dura até às {{until}}; confirme para marcar a saída agora',
    'Votre travail prévu dure jusqu\'à {{until}} ; confirmez pour pointer la sortie maintenant'),
  LOCATION_REQUIRED: t('Your position is needed to clock: turn on location and try again',
    'A sua localização é necessária para marcar o ponto: ative a localização e tente de novo',
    'Votre position est nécessaire pour pointer : activez la localisation et réessayez'),
  OUTSIDE_GEOFENCE: t('You are {{distance}} m from {{site}}, outside its {{radius}} m area',
    'Está a {{distance}} m de {{site}}, fora da sua área de {{radius}} m',
    'Vous êtes à {{distance}} m de {{site}}, hors de sa zone de {{radius}} m'),
  WRONG_PIN: t('The employee code or the PIN is not correct', 'O código de colaborador ou o PIN não está correto',
    'Le code employé ou le PIN n\'est pas correct'),
  KIOSK_PIN_LOCKED: t('Too many wrong PINs; this code can clock again in {{minutes}} minute(s)',
    'Demasiados PIN errados; este código pode voltar a marcar dentro de {{minutes}} minuto(s)',
    'Trop de PIN erronés ; ce code pourra pointer à nouveau dans {{minutes}} minute(s)'),
  KIOSK_SIGNED_OUT: t('This kiosk is not signed in; an administrator must sign it in again', 'Este quiosque não tem sessão iniciada; um administrador tem de a iniciar novamente',
    'Ce kiosque n\'est pas connecté ; un administrateur doit le reconnecter'),
  CLOCK_DELETED: t('The clock was deleted; it cannot be changed', 'A marcação foi eliminada; não pode ser alterada',
    'Le pointage a été supprimé ; il ne peut pas être modifié'),
  PERIOD_CLOSED: t('The payroll period from {{from}} to {{to}} is closed; an administrator must reopen it first',
    'O período de processamento de {{from}} a {{to}} está fechado; um administrador tem de o reabrir primeiro',
    'La période de paie du {{from}} au {{to}} est clôturée ; un administrateur doit d\'abord la rouvrir',
    v('Reopen the closed payroll periods before changing the day periods end on',
      'Reabra os períodos de processamento fechados antes de mudar o dia em que terminam',
      'Rouvrez les périodes de paie clôturées avant de changer le jour où elles se terminent')),
} satisfies Record<string, CatalogueEntry>;

/** Week schedules and their assignment (api/src/schedules). */
const SCHEDULES = {
  SCHEDULE_NAME_TAKEN: t('A week schedule with this name exists', 'Já existe um horário semanal com este nome', 'Un horaire hebdomadaire portant ce nom existe déjà'),
  SCHEDULE_IN_USE: t('The schedule is assigned to {{count}} employee(s); remove their assignments first',
    'O horário está atribuído a {{count}} colaborador(es); remova primeiro as atribuições',
    'L\'horaire est attribué à {{count}} employé(s) ; supprimez d\'abord leurs affectations'),
  SCHEDULE_ASSIGNMENT_OVERLAPS: t('The period overlaps the assignment of "{{schedule}}" from {{from}} to {{to}}',
    'O período sobrepõe-se à atribuição de "{{schedule}}" de {{from}} a {{to}}',
    'La période chevauche l\'affectation de « {{schedule}} » du {{from}} au {{to}}',
    v('The period overlaps the assignment of "{{schedule}}" from {{from}} with no end date',
      'O período sobrepõe-se à atribuição de "{{schedule}}" desde {{from}}, sem data de fim',
      'La période chevauche l\'affectation de « {{schedule}} » à partir du {{from}}, sans date de fin')),
} satisfies Record<string, CatalogueEntry>;

/** Company policies (api/src/policies): the extra-hour rules. */
const POLICIES = {
  NIGHT_RULE_PROTECTED: t('The night hours rule cannot be deleted; disable it instead',
    'A regra das horas noturnas não pode ser eliminada; desative-a em vez disso',
    'La règle des heures de nuit ne peut pas être supprimée ; désactivez-la plutôt'),
} satisfies Record<string, CatalogueEntry>;

/** Reviewing inconsistencies (api/src/inconsistencies): archiving and justifying. */
const INCONSISTENCIES = {
  INCONSISTENCY_ARCHIVED: t('The inconsistency is archived already', 'A inconsistência já está arquivada', 'L\'incohérence est déjà archivée',
    v('The inconsistency no longer applies: a recompute resolved it', 'A inconsistência já não se aplica: um novo cálculo resolveu-a',
      'L\'incohérence ne s\'applique plus : un nouveau calcul l\'a résolue')),
  JUSTIFICATION_COMMENT_REQUIRED: t('Say why in a comment: an unjustified decision needs one',
    'Explique porquê num comentário: uma decisão de não justificada precisa de um',
    'Expliquez pourquoi dans un commentaire : une décision non justifiée en demande un'),
} satisfies Record<string, CatalogueEntry>;

/** Absences (api/src/absences): types, requests, their workflow and balances. */
const ABSENCES = {
  ABSENCE_TYPE_NAME_TAKEN: t('An absence type with this name exists', 'Já existe um tipo de ausência com este nome', 'Un type d\'absence portant ce nom existe déjà'),
  ABSENCE_TYPE_PROTECTED: t('The Holidays type cannot be deleted', 'O tipo Férias não pode ser eliminado', 'Le type Congés ne peut pas être supprimé'),
  ABSENCE_TYPE_IN_USE: t('The type has {{count}} absence request(s); it cannot be deleted',
    'O tipo tem {{count}} pedido(s) de ausência; não pode ser eliminado', 'Le type a {{count}} demande(s) d\'absence ; il ne peut pas être supprimé'),
  ABSENCE_SUBTYPE_IN_USE: t('Already has absences associated with this subtype.', 'Já existem ausências associadas a este subtipo.',
    'Des absences sont déjà associées à ce sous-type.'),
  ABSENCE_OVERLAP: t('The period overlaps your request from {{from}} to {{to}}', 'O período sobrepõe-se ao seu pedido de {{from}} a {{to}}',
    'La période chevauche votre demande du {{from}} au {{to}}',
    v('The period overlaps the request from {{from}} to {{to}}', 'O período sobrepõe-se ao pedido de {{from}} a {{to}}',
      'La période chevauche la demande du {{from}} au {{to}}'),
    v('The periods of the request overlap each other', 'Os períodos do pedido sobrepõem-se', 'Les périodes de la demande se chevauchent')),
  ABSENCE_NO_WORKING_DAY: t('The period holds no working day of the employee', 'O período não contém nenhum dia de trabalho do colaborador',
    'La période ne contient aucun jour travaillé de l\'employé'),
  ABSENCE_LIMIT: t('{{type}} allows at most {{max}} consecutive days; this request has {{days}}',
    '{{type}} permite no máximo {{max}} dias consecutivos; este pedido tem {{days}}', '{{type}} permet au plus {{max}} jours consécutifs ; cette demande en a {{days}}',
    v('{{type}} allows {{max}} days a year; with this request {{days}} would be used', '{{type}} permite {{max}} dias por ano; com este pedido seriam usados {{days}}',
      '{{type}} permet {{max}} jours par an ; avec cette demande, {{days}} seraient utilisés'),
    v('{{type}} allows {{max}} requests a year; this would be number {{count}}', '{{type}} permite {{max}} pedidos por ano; este seria o número {{count}}',
      '{{type}} permet {{max}} demandes par an ; celle-ci serait la numéro {{count}}'),
    v('{{type}} must be requested {{days}} day(s) in advance, by {{date}}', '{{type}} tem de ser pedido com {{days}} dia(s) de antecedência, até {{date}}',
      '{{type}} doit être demandé {{days}} jour(s) à l\'avance, au plus tard le {{date}}'),
    v('{{type}} for this year can be requested until {{date}}', '{{type}} deste ano pode ser pedido até {{date}}',
      '{{type}} de cette année peut être demandé jusqu\'au {{date}}'),
    v('{{type}} carried from last year must be taken by {{date}}', '{{type}} transitado do ano anterior tem de ser gozado até {{date}}',
      '{{type}} reporté de l\'an dernier doit être pris avant le {{date}}')),
  ABSENCE_BALANCE_EXCEEDED: t('Only {{remaining}} holiday day(s) remain for {{year}}; this request needs {{days}}',
    'Restam apenas {{remaining}} dia(s) de férias para {{year}}; este pedido precisa de {{days}}',
    'Il ne reste que {{remaining}} jour(s) de congés pour {{year}} ; cette demande en demande {{days}}'),
  ABSENCE_NOT_DECIDABLE: t('The request is {{status}}: this level can no longer decide it', 'O pedido está {{status}}: este nível já não o pode decidir',
    'La demande est {{status}} : ce niveau ne peut plus la décider'),
  ABSENCE_LEVEL_NOT_NEEDED: t('This type of absence needs no decision at this level', 'Este tipo de ausência não precisa de decisão neste nível',
    'Ce type d\'absence ne demande pas de décision à ce niveau'),
  ABSENCE_COMMENT_REQUIRED: t('Say why in a comment: rejecting needs one', 'Explique porquê num comentário: rejeitar exige um',
    'Expliquez pourquoi dans un commentaire : un refus en demande un'),
  ABSENCE_CLOSED: t('The request is {{status}} and can no longer change', 'O pedido está {{status}} e já não pode mudar',
    'La demande est {{status}} et ne peut plus changer',
    v('The absence has started: ask your manager or HR to change it', 'A ausência já começou: peça ao seu gestor ou aos RH para a alterar',
      'L\'absence a commencé : demandez à votre responsable ou aux RH de la modifier')),
} satisfies Record<string, CatalogueEntry>;

/** The gateway's own refusals (gateway/src/platform). */
const GATEWAY = {
  INVALID_ID: t('Not a {{type}} id: {{id}}', 'Não é um id de {{type}}: {{id}}', 'Ce n\'est pas un identifiant de {{type}} : {{id}}'),
} satisfies Record<string, CatalogueEntry>;

export const ERROR_CATALOGUE = { ...PLATFORM, ...ACCESS, ...SESSION, ...ORGANISATION, ...SITES, ...SCHEDULES, ...CLOCKS, ...POLICIES, ...INCONSISTENCIES, ...ABSENCES, ...GATEWAY };

/** Every code the API and the gateway answer with. The SDL's `enum ErrorCode` is this plus UNKNOWN. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];
/** What a client sees for a code the catalogue does not know (the server's message is kept). */
export const UNKNOWN_ERROR_CODE = 'UNKNOWN';

export const isErrorCode = (code: string | null | undefined): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);

/** A code whose text is the same whatever happened (no parameter, no variant): a client may show its own translation. */
export const hasFixedText = (code: ErrorCode): boolean => {
  const entry: CatalogueEntry = ERROR_CATALOGUE[code];
  return !entry.variants && !entry.en.includes('{{');
};

/** The i18n key of a code's text: `CODE` for its main text, `CODE__1`, `CODE__2`… for its variants. */
const keyOf = (code: ErrorCode, variant: number) => (variant ? `${code}__${variant}` : code);

/** `errors.<CODE>` texts of one language (variants as `<CODE>__<n>`), for the web's `common` namespace. */
export function errorTexts(language: ErrorLanguage): Record<ErrorCode, string> & Record<string, string> {
  const texts: Record<string, string> = {};
  for (const code of ERROR_CODES) {
    const entry: CatalogueEntry = ERROR_CATALOGUE[code];
    [entry, ...(entry.variants ?? [])].forEach((text, i) => { texts[keyOf(code, i)] = text[language]; });
  }
  return texts as Record<ErrorCode, string> & Record<string, string>;
}

export type ErrorParams = Record<string, string | number>;

export const renderErrorText = (template: string, params: ErrorParams = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

const matchers = new Map<string, RegExp>();
function matcherOf(template: string): RegExp {
  let re = matchers.get(template);
  if (!re) {
    const source = template.split(/(\{\{\w+\}\})/).map((part) => {
      const param = /^\{\{(\w+)\}\}$/.exec(part);
      return param ? `(?<${param[1]}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }).join('');
    re = new RegExp(`^${source}$`, 's');
    matchers.set(template, re);
  }
  return re;
}

export interface ErrorMatch {
  /** the key of the text under `errors.` (see errorTexts) */
  key: string;
  text: ErrorText;
  params: ErrorParams;
}

/**
 * Which catalogued text of `code` the message is, in any of `languages`, with its parameters; null for an unknown
 * code or a message the catalogue does not hold (a specific detail, kept as it is).
 */
export function matchErrorMessage(code: string | null | undefined, message: string,
  languages: readonly ErrorLanguage[] = ERROR_LANGUAGES): ErrorMatch | null {
  if (!isErrorCode(code)) return null;
  const entry: CatalogueEntry = ERROR_CATALOGUE[code];
  const texts = [entry, ...(entry.variants ?? [])];
  for (const [i, text] of texts.entries()) {
    for (const language of languages) {
      const match = matcherOf(text[language]).exec(message);
      if (match) return { key: keyOf(code, i), text, params: { ...match.groups } };
    }
  }
  return null;
}

/** The thrown English `message` in `language` when the catalogue holds it (parameters carried over); else null. */
export function translateErrorMessage(code: string, message: string, language: ErrorLanguage): string | null {
  const match = matchErrorMessage(code, message, ['en']);
  return match ? renderErrorText(match.text[language], match.params) : null;
}

/** The preferred of en, pt, fr in an Accept-Language header (q-values honoured; en when none is acceptable). */
export function errorLanguageOf(acceptLanguage: string | null | undefined): ErrorLanguage {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage.slice(0, 500).split(',').map((item, index) => {
    const [tag, ...params] = item.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
  }).filter((x) => x.q > 0 && (ERROR_LANGUAGES as readonly string[]).includes(x.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as ErrorLanguage | undefined) ?? 'en';
}
